import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <>
      <h1>Page not found</h1>
      <p>
        We could not find that page. <Link to="/">Go to the home page</Link>.
      </p>
    </>
  );
}
