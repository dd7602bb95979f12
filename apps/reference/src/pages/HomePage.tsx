import { useBrand } from '@hearth/ui';

export function HomePage() {
  const { productName } = useBrand();
  return (
    <>
      <h1>{productName} reference app</h1>
      <p>
        The reference app wires the {productName} flows to the reference API. Sign-in, sign-up and the account
        settings area arrive here as they are built.
      </p>
    </>
  );
}
