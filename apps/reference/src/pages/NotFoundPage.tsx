import { Link } from 'wouter';

export function NotFoundPage() {
  return (
    <>
      <h1>Page not found</h1>
      <p>
        We could not find that page. <Link href="/">Go to the home page</Link>.
      </p>
    </>
  );
}
