import { sitePaths } from '@hearth/data';
import { Button, Link, LoadingOverlay, useBrand } from '@hearth/ui';
import { useEffect, useState } from 'react';
import { useParams } from 'wouter';
import { loadHeaderData } from '../../shell/shellData';
import { useDocumentTitle } from '../useDocumentTitle';
import { GuideList, Lead } from './CostGuidePage.styles';

type Guide = { slug: string; name: string };

/** The popular cost guides, as the header lists them; an error when they could not be read. */
function useCostGuides(attempt: number): Guide[] | Error | undefined {
  const [guides, setGuides] = useState<Guide[] | Error>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt reads them again.
  useEffect(() => {
    const controller = new AbortController();
    setGuides(undefined);
    loadHeaderData(controller.signal).then(
      (data) => setGuides(data.costGuides.map(({ slug, name }) => ({ slug, name }))),
      (error: unknown) => {
        if (!controller.signal.aborted) setGuides(error instanceof Error ? error : new Error(String(error)));
      },
    );
    return () => controller.abort();
  }, [attempt]);
  return guides;
}

/**
 * The cost guides (`/project-cost`) and one guide (`/project-cost/{slug}`): search-engine landing
 * pages, under the SEO header (and the discover menu on a phone) for visitors.
 */
export function CostGuidePage() {
  const { slug } = useParams();
  const { productName } = useBrand();
  const [attempt, setAttempt] = useState(0);
  const guides = useCostGuides(attempt);
  const guide =
    Array.isArray(guides) && slug ? guides.find((candidate) => candidate.slug === slug) : undefined;
  const title = slug ? (guide?.name ?? 'Cost guide') : 'Cost Guides';
  useDocumentTitle(`${title} | ${productName}`);

  if (guides === undefined) return <LoadingOverlay label="Loading the cost guides" />;
  if (guides instanceof Error) {
    return (
      <>
        <h1>{title}</h1>
        <p role="alert">The cost guides could not be loaded. Check your connection and try again.</p>
        <Button onPress={() => setAttempt((count) => count + 1)}>Try again</Button>
      </>
    );
  }
  if (slug && !guide) {
    return (
      <>
        <h1>Cost guide not found</h1>
        <p>
          There is no cost guide at this address.{' '}
          <Link href={sitePaths.costGuides}>See every cost guide</Link>.
        </p>
      </>
    );
  }
  return (
    <>
      <h1>{title}</h1>
      {guide ? (
        <Lead>
          What {guide.name.replace(/ Cost$/, '').toLowerCase()} costs depends on your home, the materials and
          where you live. Pros near you quote for free: compare a few before you book.{' '}
          <Link href={sitePaths.repairAndImprove}>Find a pro</Link>.
        </Lead>
      ) : (
        <Lead>
          What home projects cost, from the projects homeowners book most. Pick one to see what shapes its
          price.
        </Lead>
      )}
      <h2>{guide ? 'More cost guides' : 'Popular cost guides'}</h2>
      <GuideList>
        {guides
          .filter((other) => other.slug !== guide?.slug)
          .map((other) => (
            <li key={other.slug}>
              <Link href={`${sitePaths.costGuides}/${encodeURIComponent(other.slug)}`}>{other.name}</Link>
            </li>
          ))}
      </GuideList>
      {guides.length === 0 ? <p>No cost guides yet.</p> : null}
    </>
  );
}
