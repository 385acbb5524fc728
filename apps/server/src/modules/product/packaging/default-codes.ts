import type { Tx } from '../../../db/transaction';
import type { TenantScope } from '../../../kernel/viewer';
import type { PackageRepository } from '../packages/package-repository';
import type { ProductRepository } from '../product-repository';

export type CodeKind = 'sku' | 'package';

/**
 * Packaging's default codes name the merchant's SKUs or packages, kept as upper-cased keys: which of
 * them the scope reaches (and as which kind), and how the merchant wrote them.
 */
export class DefaultCodes {
  constructor(private readonly deps: { products: ProductRepository; packages: PackageRepository }) {}

  /** Which of these upper-cased codes are SKUs or packages the scope reaches, and which kind. */
  async known(scope: TenantScope, keys: string[], tx?: Tx): Promise<Map<string, CodeKind>> {
    const found = new Map<string, CodeKind>();
    if (!keys.length) return found;
    const skus = await this.deps.products.idsBySkuKey(scope, keys, tx);
    for (const key of skus.keys()) found.set(key, 'sku');
    const rest = keys.filter((key) => !found.has(key));
    if (rest.length) {
      const packages = await this.deps.packages.list(scope, { codeKeys: rest }, { offset: 0, limit: rest.length }, tx);
      for (const row of packages) found.set(row.code_key, 'package');
    }
    return found;
  }

  /** The codes as the merchant wrote them, by key. */
  async written(scope: TenantScope, known: Map<string, CodeKind>): Promise<Map<string, string>> {
    const skuKeys = [...known].filter(([, kind]) => kind === 'sku').map(([key]) => key);
    const packageKeys = [...known].filter(([, kind]) => kind === 'package').map(([key]) => key);
    const [skuIds, packages] = await Promise.all([
      this.deps.products.idsBySkuKey(scope, skuKeys),
      packageKeys.length
        ? this.deps.packages.list(scope, { codeKeys: packageKeys }, { offset: 0, limit: packageKeys.length })
        : Promise.resolve([]),
    ]);
    const skus = await this.deps.products.byIds({ customerId: scope.customerId }, [...skuIds.values()]);
    return new Map([
      ...skus.map((row) => [row.sku_key, row.sku] as const),
      ...packages.map((row) => [row.code_key, row.code] as const),
    ]);
  }
}
