import { MASKED, PARAMETERS_CUT_MARK, PARAMETERS_MAX_CHARS, SECRET_PARAMETER_PATTERN } from '@portal/contract';

/**
 * A request's parameters as the log keeps them: JSON with every value under a secret key masked
 * (`SECRET_PARAMETER_PATTERN`, at any depth), cut at `PARAMETERS_MAX_CHARS`. Written with a budget, so
 * a 5,000-line batch costs what its first 4,000 characters cost, not a whole serialisation.
 */
export function logParameters(input: unknown, max = PARAMETERS_MAX_CHARS): string {
  const out = new Budgeted(max);
  write(input, out, 0);
  return out.text();
}

class Budgeted {
  private readonly parts: string[] = [];
  private length = 0;
  full = false;
  constructor(private readonly max: number) {}

  push(text: string): void {
    if (this.full) return;
    if (this.length + text.length > this.max) {
      this.parts.push(text.slice(0, this.max - this.length));
      this.full = true;
      return;
    }
    this.parts.push(text);
    this.length += text.length;
  }

  text(): string {
    const text = this.parts.join('');
    return this.full ? `${text}${PARAMETERS_CUT_MARK}` : text;
  }
}

/** Deeper than this is written as "…": the route layer refuses input nested deeper than 32 anyway. */
const MAX_DEPTH = 8;

function write(value: unknown, out: Budgeted, depth: number): void {
  if (out.full) return;
  if (value === undefined || value === null || typeof value === 'function') {
    out.push('null');
  } else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    out.push(JSON.stringify(value));
  } else if (typeof value === 'bigint') {
    out.push(String(value));
  } else if (depth >= MAX_DEPTH) {
    out.push('"…"');
  } else if (Array.isArray(value)) {
    writeArray(value, out, depth);
  } else {
    writeObject(value as object, out, depth);
  }
}

function writeArray(items: unknown[], out: Budgeted, depth: number): void {
  out.push('[');
  for (let index = 0; index < items.length && !out.full; index++) {
    if (index > 0) out.push(',');
    write(items[index], out, depth + 1);
  }
  out.push(']');
}

function writeObject(value: object, out: Budgeted, depth: number): void {
  out.push('{');
  let first = true;
  for (const [key, item] of Object.entries(value)) {
    if (out.full) return;
    if (item === undefined) continue;
    if (!first) out.push(',');
    first = false;
    out.push(`${JSON.stringify(key)}:`);
    if (SECRET_PARAMETER_PATTERN.test(key)) out.push(JSON.stringify(MASKED));
    else write(item, out, depth + 1);
  }
  out.push('}');
}
