import type { StockMovementType, StockReferenceType } from '@portal/contract';
import type { Actor } from '../../platform/actor';

/** What stock is locked for or moved by: an order, an inbound booking, a staff hold. */
export interface StockReference {
  type: StockReferenceType;
  id: number;
}

/** One SKU's quantity in a call; `sku` names it in a refusal. */
export interface StockLine {
  productId: number;
  sku: string;
  quantity: number;
  /**
   * The package this SKU is locked for as a component (an order line naming a package): its movements
   * name it, and a refusal names the package line — `quantity` packages ordered, `quantity` of this line
   * being that × the component's quantity per package.
   */
  package?: { code: string; quantity: number };
}

export interface LockRequest {
  reference: StockReference;
  warehouseId: number;
  lines: StockLine[];
  actor: Actor;
}

/** Gives back or uses up what `reference` holds locked, in whichever warehouses it locked. */
export interface SettleRequest {
  reference: StockReference;
  actor: Actor;
}

export interface ReceiveRequest {
  /** The inbound booking received, or null (a demo's opening stock). */
  reference: StockReference | null;
  warehouseId: number;
  lines: Omit<StockLine, 'sku'>[];
  actor: Actor;
}

/** Counted stock of one SKU in one warehouse (staff's count, stock-taking): the movement is the difference. */
export interface AdjustRequest {
  productId: number;
  warehouseId: number;
  /** What is on the shelf now. */
  onHand: number;
  /** The quantity staff keep from sale (their hold), or undefined to keep the current hold. */
  held?: number;
  actor: Actor;
}

export interface StockBalance {
  productId: number;
  warehouseId: number;
  onHand: number;
  locked: number;
  /** onHand − locked: what a new order can still take. */
  available: number;
}

export interface StockMovement {
  id: number;
  productId: number;
  warehouseId: number;
  type: StockMovementType;
  onHandDelta: number;
  lockedDelta: number;
  onHandAfter: number;
  lockedAfter: number;
  reference: StockReference | null;
  /** The package the SKU moved for as a component; null for its own line, a receipt or a count. */
  packageCode: string | null;
  actor: Actor;
  createdAt: string;
}

/** A correction of one SKU's stock by a difference (a loss order's confirmed recount). */
export interface CorrectRequest {
  productId: number;
  warehouseId: number;
  /** Units to add (positive) or take off (negative). */
  delta: number;
  reference: StockReference;
  actor: Actor;
}
