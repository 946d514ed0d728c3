/**
 * Two places where happy-dom differs from browsers in a way that breaks DOMPurify, so sanitised HTML in tests looked
 * nothing like it does in a browser (the first element dropped, everything after a removed <script> left unchecked):
 *
 * 1. Browsers have one `nodeName` getter on Node.prototype; happy-dom defines it per node class and the one on
 *    Node.prototype answers ''. DOMPurify reads the Node.prototype getter. Here it answers what the node's class says.
 * 2. A NodeIterator must keep its place when the node it stands on is removed (DOM spec "NodeIterator pre-removing
 *    steps"); happy-dom's stops there. DOMPurify removes nodes while iterating. Here createNodeIterator returns an
 *    iterator that moves to the preceding node when its node is removed, as the spec says.
 */

const baseNodeName = Object.getOwnPropertyDescriptor(Node.prototype, 'nodeName');
if (baseNodeName?.get) {
  const baseGet = baseNodeName.get;
  Object.defineProperty(Node.prototype, 'nodeName', {
    configurable: true,
    enumerable: baseNodeName.enumerable,
    get(this: Node) {
      for (
        let proto = Object.getPrototypeOf(this);
        proto && proto !== Node.prototype;
        proto = Object.getPrototypeOf(proto)
      ) {
        const own = Object.getOwnPropertyDescriptor(proto, 'nodeName');
        if (own?.get) return own.get.call(this);
      }
      return baseGet.call(this);
    },
  });
}

type Filter = NodeFilter | ((node: Node) => number) | null;

class SpecNodeIterator {
  private reference: Node;
  private pointerBeforeReference = true;
  /** The node before the reference in tree order, where the iterator goes when the reference is removed. */
  private beforeReference: Node | null = null;

  constructor(
    readonly root: Node,
    readonly whatToShow: number = 0xffffffff,
    readonly filter: Filter = null,
  ) {
    this.reference = root;
  }

  get referenceNode(): Node {
    return this.reference;
  }

  get pointerBeforeReferenceNode(): boolean {
    return this.pointerBeforeReference;
  }

  nextNode(): Node | null {
    return this.traverse(true);
  }

  previousNode(): Node | null {
    return this.traverse(false);
  }

  detach(): void {}

  private traverse(forward: boolean): Node | null {
    let node = this.reference;
    let before = this.pointerBeforeReference;
    if (!this.inside(node)) {
      node = this.beforeReference && this.inside(this.beforeReference) ? this.beforeReference : this.root;
      before = node === this.root;
    }
    for (;;) {
      if (forward) {
        if (before) before = false;
        else {
          const next = this.following(node);
          if (!next) return null;
          node = next;
        }
      } else if (!before) before = true;
      else {
        const previous = this.preceding(node);
        if (!previous) return null;
        node = previous;
      }
      if (this.accepts(node)) {
        this.reference = node;
        this.pointerBeforeReference = before;
        this.beforeReference = this.preceding(node);
        return node;
      }
    }
  }

  private inside(node: Node): boolean {
    return node === this.root || this.root.contains(node);
  }

  private following(node: Node): Node | null {
    if (node.firstChild) return node.firstChild;
    for (let n: Node | null = node; n && n !== this.root; n = n.parentNode) if (n.nextSibling) return n.nextSibling;
    return null;
  }

  private preceding(node: Node): Node | null {
    if (node === this.root) return null;
    let previous = node.previousSibling;
    if (!previous) return node.parentNode;
    while (previous.lastChild) previous = previous.lastChild;
    return previous;
  }

  private accepts(node: Node): boolean {
    if (!(this.whatToShow & (1 << (node.nodeType - 1)))) return false;
    if (!this.filter) return true;
    const verdict = typeof this.filter === 'function' ? this.filter(node) : this.filter.acceptNode(node);
    return verdict === NodeFilter.FILTER_ACCEPT;
  }
}

/** Patched where happy-dom defines it, so every document (also those DOMPurify creates) gets it. */
function createNodeIterator(this: Document, root: Node, whatToShow?: number, filter?: Filter): NodeIterator {
  return new SpecNodeIterator(root, whatToShow ?? 0xffffffff, filter ?? null);
}
for (let proto = Object.getPrototypeOf(document); proto; proto = Object.getPrototypeOf(proto)) {
  if (Object.prototype.hasOwnProperty.call(proto, 'createNodeIterator')) {
    Object.defineProperty(proto, 'createNodeIterator', {
      configurable: true,
      writable: true,
      value: createNodeIterator,
    });
    break;
  }
}
