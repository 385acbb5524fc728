import type { OperationDef } from '../core/operation';
import * as auth from './auth';
import * as common from './common';
import * as notice from './notice';
import * as ops from './ops';
import * as productCore from './product';
import * as productFiles from './product-files';
import * as productReference from './product-reference';
import * as productSearch from './product-search';
import * as setting from './setting';
import * as user from './user';

/** The SKU operations, defined in three files (records, files, search) and used as one area. */
const product = { ...productCore, ...productFiles, ...productSearch };

export { auth, common, notice, ops, product, productReference, setting, user };

function operationsOf(module: Record<string, unknown>): OperationDef[] {
  return Object.values(module).filter(
    (value): value is OperationDef =>
      typeof value === 'object' && value !== null && 'id' in value && 'method' in value && 'path' in value,
  );
}

/** Every operation of the portal: the server must register each, the API tests walk them all. */
export const ALL_OPERATIONS: OperationDef[] = [
  auth,
  user,
  notice,
  setting,
  common,
  ops,
  productReference,
  product,
].flatMap(operationsOf);
