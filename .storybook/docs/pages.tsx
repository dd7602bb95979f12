/**
 * The docs page templates, loaded only when a docs page is shown: the preview module is also
 * loaded by every story test, which never shows a docs page and need not load the doc blocks.
 */
import { lazy, Suspense } from 'react';

const LazyFlowDocsPage = lazy(() =>
  import('./FlowDocsPage').then((module) => ({ default: module.FlowDocsPage })),
);
const LazyMachineDocsPage = lazy(() =>
  import('./FlowDocsPage').then((module) => ({ default: module.MachineDocsPage })),
);

/** Storybook's docs page with the statechart of the machine a flow view renders. */
export function FlowDocsPage() {
  return (
    <Suspense fallback={null}>
      <LazyFlowDocsPage />
    </Suspense>
  );
}

/** The docs page of a machine no view renders. */
export function MachineDocsPage() {
  return (
    <Suspense fallback={null}>
      <LazyMachineDocsPage />
    </Suspense>
  );
}
