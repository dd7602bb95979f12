/**
 * Just enough DOM for the postal-code input in the `unit` project, which runs in Node without a
 * DOM library: elements are `EventTarget`s with attributes, children and the input properties used.
 */
export class FakeDocument {
  createElement(tagName: string): FakeDomElement {
    return new FakeDomElement(tagName.toUpperCase(), this);
  }

  container(attributes: Record<string, string> = {}): FakeDomElement {
    const element = this.createElement('div');
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    return element;
  }
}

export class FakeDomElement extends EventTarget {
  readonly children: FakeDomElement[] = [];
  parent: FakeDomElement | undefined;
  readonly style: Record<string, string> = {};
  value = '';
  type = '';
  name = '';
  autocomplete = '';
  inputMode = '';
  maxLength = -1;
  placeholder = '';
  private readonly attributes = new Map<string, string>();

  constructor(
    readonly tagName: string,
    readonly ownerDocument: FakeDocument,
  ) {
    super();
  }

  getAttribute(name: string): string | null {
    return this.attributes.get(name) ?? null;
  }

  setAttribute(name: string, value: string): void {
    this.attributes.set(name, String(value));
  }

  appendChild<T extends FakeDomElement>(child: T): T {
    child.parent = this;
    this.children.push(child);
    return child;
  }

  remove(): void {
    if (!this.parent) return;
    this.parent.children.splice(this.parent.children.indexOf(this), 1);
    this.parent = undefined;
  }

  /** The customer types: the value changes and an `input` event fires. */
  typeText(value: string): void {
    this.value = value;
    this.dispatchEvent(new Event('input'));
  }

  leave(): void {
    this.dispatchEvent(new Event('blur'));
  }

  /** Passes the fake where the adapter expects a DOM element (it uses only what is defined above). */
  asHtml(): HTMLElement {
    return this as unknown as HTMLElement;
  }
}
