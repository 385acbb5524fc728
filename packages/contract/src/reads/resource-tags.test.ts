import { describe, expect, it } from 'vitest';
import { defineOperation } from '../core/operation';
import { RESOURCES } from '../core/resources';
import { ALL_OPERATIONS, billing, dashboard, inventory, order, product, setting, wallet } from '../operations';
import { changesWhatItShows, missingTags } from './resource-tags';

describe('resource tags', () => {
  it('are declared by every operation: a POST what it changes, a GET what it shows', () => {
    const undeclared = ALL_OPERATIONS.flatMap((operation) =>
      missingTags(operation).map((missing) => `${operation.id}: ${missing}`),
    );
    expect(undeclared).toEqual([]);
  });

  it('fail an operation that declares nothing', () => {
    const bare = defineOperation({
      id: 'x.y',
      method: 'POST',
      path: '/x',
      summary: '',
      auth: 'user',
      response: 'binary',
    });
    expect(missingTags(bare)).toEqual(['changes']);
    expect(missingTags({ ...bare, method: 'GET', changes: [] })).toEqual(['shows', 'no changes on a GET']);
  });

  it('name only resources of the closed list, each once', () => {
    for (const operation of ALL_OPERATIONS) {
      for (const tags of [operation.changes ?? [], operation.shows ?? []]) {
        expect(tags.filter((tag) => !RESOURCES.includes(tag))).toEqual([]);
        expect(new Set(tags).size).toBe(tags.length);
      }
    }
  });

  it('make "Ship the order" stale the inventory list, the SKU picker and the wallet balance', () => {
    for (const read of [inventory.getInventoryList, product.commonProductListForSearch, wallet.getBalance])
      expect(changesWhatItShows(order.submitOrders, read.shows)).toBe(true);
    expect(changesWhatItShows(order.submitOrders, order.getOrderList.shows)).toBe(true);
    // A SKU label PDF changes nothing; an API key shows on the settings page, not the workplace.
    expect(changesWhatItShows(product.printSku, product.getProductList.shows)).toBe(false);
    expect(changesWhatItShows(setting.generateCustomerApiKey, setting.getSettingInfo.shows)).toBe(true);
    expect(changesWhatItShows(setting.generateCustomerApiKey, dashboard.getMonitor.shows)).toBe(false);
  });

  it('make the true-tracking toggle stale every read showing an order’s tracking number', () => {
    for (const read of [
      order.getOrderList,
      order.getOrderDetail,
      billing.getTransactionList,
      billing.getTransactionDetail,
      billing.getFulfillmentFeeList,
    ])
      expect(changesWhatItShows(setting.changeShowTrueTrackingNumber, read.shows), read.id).toBe(true);
  });
});
