import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { formContextImport } from './form-context-import';

const WEB = fileURLToPath(new URL('..', import.meta.url));

/** Bundles a module that uses what every antd input uses, and returns the code a browser would get. */
async function bundleInputContext(plugins: ReturnType<typeof formContextImport>[]): Promise<string> {
  const output = await build({
    root: WEB,
    configFile: false,
    logLevel: 'silent',
    plugins: [
      ...plugins,
      {
        name: 'entry',
        resolveId: (id) => (id === 'input-context' ? '\0input-context' : null),
        load: (id) =>
          id === '\0input-context'
            ? `import { FormItemInputContext, FormProvider } from 'antd/es/form/context';\nconsole.log(FormItemInputContext, FormProvider);`
            : null,
      },
    ],
    build: { write: false, minify: false, rolldownOptions: { input: 'input-context' } },
  });
  const results = Array.isArray(output) ? output : [output];
  return results
    .flatMap((result) => ('output' in result ? result.output : []))
    .filter((file): file is Rolldown.OutputChunk => file.type === 'chunk')
    .map((file) => file.code)
    .join('\n');
}

describe("antd's form context on pages without antd's Form", () => {
  it('brings the form provider without the form library and its validator', async () => {
    const without = await bundleInputContext([]);
    const withPlugin = await bundleInputContext([formContextImport()]);
    // The validator's messages, as a page with a plain form would download them.
    expect(without).toContain('%s is required');
    expect(withPlugin).not.toContain('%s is required');
    expect(withPlugin).toContain('validateMessages');
    expect(withPlugin.length).toBeLessThan(without.length / 2);
  }, 60_000);
});
