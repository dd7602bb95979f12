import type { AccountRemovalActor } from '@hearth/ui';
import { useSelector } from '@xstate/react';
import { Suspense, useState } from 'react';
import { preloadable } from '../../../shell/preloadable';
import { PanelLoadFailure } from './PanelLoadFailure';

const drawer = preloadable(() => import('./RemovalDrawer').then((module) => module.AccountRemovalDrawer));

/**
 * The Remove account drawer, rendered from the first time the removal actor opens it (and kept
 * then, so it closes as it opened): a closed drawer is neither loaded nor hydrated with the page.
 */
export function LazyRemovalDrawer({ actor }: { actor: AccountRemovalActor }) {
  const isOpen = useSelector(actor, (snapshot) => snapshot.hasTag('open') || snapshot.status === 'done');
  const [wanted, setWanted] = useState(isOpen);
  if (isOpen && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <PanelLoadFailure onRetry={drawer.retry}>
      <Suspense fallback={null}>
        <drawer.Component actor={actor} onReload={() => window.location.reload()} />
      </Suspense>
    </PanelLoadFailure>
  );
}
