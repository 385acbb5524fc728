import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = import.meta.dirname;

function componentFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return componentFiles(full);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [full] : [];
  });
}

/** The opening tags of antd's Button in a file (attributes may hold `{…}` with `>` inside). */
function buttonTags(text: string): string[] {
  const tags: string[] = [];
  for (const match of text.matchAll(/<Button\b/g)) {
    let depth = 0;
    let end = match.index;
    for (; end < text.length; end += 1) {
      const char = text[end];
      if (char === '{') depth += 1;
      else if (char === '}') depth -= 1;
      else if (char === '>' && depth === 0) break;
    }
    tags.push(text.slice(match.index, end + 1));
  }
  return tags;
}

/**
 * antd's `loading` animates its icon in and out, and a reply that comes while it is still coming in
 * can leave it spinning for good (a quick refusal). Busy buttons are BusyButton (shared/forms), and
 * modals use `busyOkProps` instead of `confirmLoading`.
 */
describe('busy buttons', () => {
  it("no button or modal uses antd's loading animation", () => {
    const offences = componentFiles(SRC).flatMap((file) => {
      const text = fs.readFileSync(file, 'utf8');
      const name = path.relative(SRC, file);
      return [
        ...buttonTags(text)
          .filter((tag) => /\sloading=/.test(tag))
          .map(() => `${name}: <Button loading>`),
        ...(/\sconfirmLoading=/.test(text) ? [`${name}: <Modal confirmLoading>`] : []),
      ];
    });
    expect(offences).toEqual([]);
  });
});
