import type { ErrorCodeName } from '@portal/contract';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { type Tx, transaction } from '../../db/transaction';
import { AppError } from '../../kernel/app-error';
import type { TenantScope } from '../../kernel/viewer';
import type { ProductRepository } from './product-repository';
import { codeTaken } from './product-values';

export interface CodeClaimDeps {
  db: Db;
  /** Who holds a code (`merchant_codes`, read through the SKUs' repository). */
  products: Pick<ProductRepository, 'takenCodes'>;
}

/**
 * Creates a SKU, a package or a packaging item under a code of the merchant's one set: in one
 * transaction the code is asked for first (taken, the refusal names what holds it: "SKU already
 * exists", "Package code already exists", "Packaging code already exists"), then `create` writes the
 * row, which claims the code in `merchant_codes`. Two saves of one code at once both find it free; the
 * unique index decides and the loser hears what holds it now. A unique violation with the code still
 * free was another key's (a barcode): `otherwise` says which.
 */
export async function createWithCode<T>(
  deps: CodeClaimDeps,
  scope: TenantScope,
  key: string,
  otherwise: ErrorCodeName,
  create: (tx: Tx) => Promise<T>,
): Promise<T> {
  try {
    return await transaction(deps.db, async (tx) => {
      const holder = (await deps.products.takenCodes(scope, [key], tx)).get(key);
      if (holder) throw new AppError(codeTaken(holder));
      return create(tx);
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      const holder = (await deps.products.takenCodes(scope, [key])).get(key);
      throw new AppError(holder ? codeTaken(holder) : otherwise, { cause: error });
    }
    throw error;
  }
}
