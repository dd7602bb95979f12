import { sitePaths } from '@hearth/data';
import { Link, useBrand } from '@hearth/ui';
import { useDocumentTitle } from '../useDocumentTitle';
import { Actions, Benefits, CallToAction, Lead } from './ProLandingPage.styles';

/**
 * The landing page for pros (For Businesses, Join Our Pro Network: `/pro`). A signed-in pro sees
 * the pro header with its Sign up button here (SignedInHeader.tsx).
 */
export function ProLandingPage() {
  const { productName } = useBrand();
  useDocumentTitle(`Join Our Pro Network | ${productName}`);
  return (
    <>
      <h1>Grow your business with {productName}</h1>
      <Lead>
        Homeowners near you are looking for pros every day. Join our network and get leads that fit your work.
      </Lead>
      <Benefits>
        <li>Choose the services, places and budgets you want leads for.</li>
        <li>Pay only for the leads you take.</li>
        <li>Keep your reviews, badges and photos in one profile homeowners trust.</li>
      </Benefits>
      <Actions>
        <CallToAction href={sitePaths.proSignUp}>Sign up as a pro</CallToAction>
        <span>
          Already a pro?{' '}
          <Link href={`${sitePaths.login}?r=${encodeURIComponent(sitePaths.proDashboard)}`}>Log in</Link>
        </span>
      </Actions>
    </>
  );
}
