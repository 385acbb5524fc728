/**
 * A strict reader of the XML the portal writes for other systems (ShipStation's export), written
 * apart from the product's code so a test checks the output against XML's rules rather than against
 * the writer's own idea of them: one root, tags closed in order, attributes quoted, `&` only in the
 * five entities or a character reference, CDATA sections kept literally. It throws on anything else.
 */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decode(raw: string): string {
  return raw.replace(/&([^;]*);?/g, (whole, name: string) => {
    if (!whole.endsWith(';')) throw new Error(`a bare & in ${JSON.stringify(raw)}`);
    if (name in ENTITIES) return ENTITIES[name] as string;
    const code = /^#x([0-9a-f]+)$/i.exec(name)?.[1];
    if (code) return String.fromCodePoint(Number.parseInt(code, 16));
    const decimal = /^#(\d+)$/.exec(name)?.[1];
    if (decimal) return String.fromCodePoint(Number(decimal));
    throw new Error(`unknown entity &${name};`);
  });
}

export function parseXml(source: string): XmlElement {
  let at = 0;
  const fail = (why: string): never => {
    throw new Error(`${why} at ${at}: ${JSON.stringify(source.slice(at, at + 40))}`);
  };
  const skipSpace = () => {
    while (/\s/.test(source[at] ?? '')) at += 1;
  };
  if (source.startsWith('<?xml', at)) {
    const end = source.indexOf('?>', at);
    if (end < 0) fail('unclosed declaration');
    at = end + 2;
  }
  skipSpace();

  const element = (): XmlElement => {
    const head = /^<([A-Za-z_][\w.-]*)/.exec(source.slice(at));
    if (!head?.[1]) return fail('expected an element');
    const node: XmlElement = { name: head[1], attributes: {}, children: [], text: '' };
    at += head[0].length;
    for (;;) {
      skipSpace();
      if (source.startsWith('/>', at)) {
        at += 2;
        return node;
      }
      if (source[at] === '>') {
        at += 1;
        break;
      }
      const attribute = /^([A-Za-z_][\w.-]*)="([^"<]*)"/.exec(source.slice(at));
      if (!attribute?.[1]) return fail('expected an attribute');
      node.attributes[attribute[1]] = decode(attribute[2] ?? '');
      at += attribute[0].length;
    }
    for (;;) {
      if (at >= source.length) fail(`<${node.name}> is not closed`);
      if (source.startsWith('<![CDATA[', at)) {
        const end = source.indexOf(']]>', at);
        if (end < 0) fail('unclosed CDATA');
        node.text += source.slice(at + 9, end);
        at = end + 3;
      } else if (source.startsWith('</', at)) {
        const close = `</${node.name}>`;
        if (!source.startsWith(close, at)) fail(`expected ${close}`);
        at += close.length;
        return node;
      } else if (source[at] === '<') {
        node.children.push(element());
      } else {
        const next = source.indexOf('<', at);
        const raw = source.slice(at, next < 0 ? source.length : next);
        if (raw.includes(']]>')) fail('a bare ]]> in text');
        node.text += decode(raw);
        at += raw.length;
      }
    }
  };

  const root = element();
  skipSpace();
  if (at !== source.length) fail('content after the root');
  return root;
}

/** The children named `name`. */
export function childrenNamed(node: XmlElement, name: string): XmlElement[] {
  return node.children.filter((child) => child.name === name);
}

/** The text of the element at `path` (`Customer/ShipTo/Name`) below `node`; throws when it is not there. */
export function textAt(node: XmlElement, path: string): string {
  let current = node;
  for (const name of path.split('/')) {
    const [next, ...more] = childrenNamed(current, name);
    if (!next || more.length) throw new Error(`${path}: ${name} found ${more.length + (next ? 1 : 0)} times`);
    current = next;
  }
  return current.text;
}
