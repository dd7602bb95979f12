/**
 * A browser-like HTTP agent for tests: keeps cookies, echoes the CSRF cookie in `x-csrf-token` on
 * state-changing requests (as the real client does) and can be handed to `createHearthClient` as
 * its `fetch`.
 */
import { Agent as UndiciAgent } from 'undici';

export type AgentOptions = {
  /** false sends no CSRF header (to test the protection). */
  csrf?: boolean;
  /** The loopback address requests come from (127.0.0.2, 127.0.0.3...): another client address. */
  localAddress?: string;
};

export class Agent {
  readonly cookies = new Map<string, string>();

  private readonly dispatcher: UndiciAgent | undefined;

  constructor(
    readonly baseUrl: string,
    private readonly options: AgentOptions = {},
  ) {
    this.dispatcher = options.localAddress
      ? new UndiciAgent({ localAddress: options.localAddress })
      : undefined;
  }

  /** A `fetch` that carries this agent's cookies (for `createHearthClient({ fetch })`). */
  readonly fetch = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const request = new Request(input, init);
    const headers = new Headers(request.headers);
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(new Request(request, { headers, redirect: 'manual' }), {
      dispatcher: this.dispatcher,
    } as RequestInit);
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired =
        attributes.some((attribute) => /^\s*expires=Thu, 01 Jan 1970/i.test(attribute)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  };

  get csrfToken(): string | undefined {
    // Outside local the cookie carries the __Host- prefix.
    return this.cookies.get('hearth_csrf') ?? this.cookies.get('__Host-hearth_csrf');
  }

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    if (method !== 'GET' && method !== 'HEAD' && this.options.csrf !== false && !this.csrfToken) {
      await this.fetch(`${this.baseUrl}/healthz`);
    }
    const allHeaders: Record<string, string> = { ...headers };
    if (body !== undefined && !(body instanceof FormData)) allHeaders['content-type'] = 'application/json';
    if (method !== 'GET' && this.options.csrf !== false && this.csrfToken)
      allHeaders['x-csrf-token'] = this.csrfToken;
    const response = await this.fetch(`${this.baseUrl}${path}`, {
      method,
      headers: allHeaders,
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
    });
    const text = await response.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return {
      status: response.status,
      headers: response.headers,
      // biome-ignore lint/suspicious/noExplicitAny: tests read whatever JSON came back.
      body: json as any,
      text,
    };
  }

  get = (path: string) => this.request('GET', path);
  post = (path: string, body: unknown = {}) => this.request('POST', path, body);
  put = (path: string, body: unknown = {}) => this.request('PUT', path, body);
  patch = (path: string, body: unknown = {}) => this.request('PATCH', path, body);
  delete = (path: string, body?: unknown) => this.request('DELETE', path, body);

  /** A GraphQL operation against `/graphql` or `/gql-frontend-account`. */
  graphql(
    endpoint: '/graphql' | '/gql-frontend-account',
    query: string,
    variables: Record<string, unknown> = {},
  ) {
    return this.request('POST', endpoint, { query, variables });
  }
}
