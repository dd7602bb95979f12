import { createElement, type FunctionComponent } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { useAddress, useSearchParams } from './routing';

// wouter's types demand `children` as a prop, which createElement takes as an argument.
const AtAddress = Router as FunctionComponent<{ ssrPath: string }>;

type Read = { pathname: string; search: string; r: string | null };

function Probe({ onRead }: { onRead: (read: Read) => void }) {
  const { pathname, search } = useAddress();
  const [params] = useSearchParams();
  onRead({ pathname, search, r: params.get('r') });
  return null;
}

/** Renders a probe at `address` (as the build renders a page) and returns what it read. */
function readAt(address: string): Read | undefined {
  let read: Read | undefined;
  const onRead = (value: Read) => {
    read = value;
  };
  renderToString(createElement(AtAddress, { ssrPath: address }, createElement(Probe, { onRead })));
  return read;
}

describe('routing hooks', () => {
  it('read the address escaped as it is, and decode the query once', () => {
    // A return address whose own query holds an escaped space (`%20`, sent as `%2520`).
    expect(readAt('/account/profile?r=%2Fsearch%3Fq%3Da%2520b')).toEqual({
      pathname: '/account/profile',
      search: '?r=%2Fsearch%3Fq%3Da%2520b',
      r: '/search?q=a%20b',
    });
  });

  it('give an empty query for a bare address', () => {
    expect(readAt('/login')).toEqual({ pathname: '/login', search: '', r: null });
  });
});
