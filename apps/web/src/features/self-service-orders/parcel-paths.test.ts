import { describe, expect, it } from 'vitest';
import { pageTabKey } from '../../shared/tabs/page-tab';
import { PARCEL_CREATE_PATH, parcelDetailPath, parcelEditPath, parcelIdOf, parcelListPath } from './parcel-paths';
import { PARCEL_DETAIL_TAB } from './parcel-tabs';

describe('the self-service order addresses', () => {
  it('puts the list, the form and the detail under /self-service-order', () => {
    expect(parcelListPath()).toBe('/self-service-order');
    expect(parcelListPath('pre_advised')).toBe('/self-service-order?status=pre_advised');
    expect(PARCEL_CREATE_PATH).toBe('/self-service-order/create');
    expect(parcelEditPath(5)).toBe('/self-service-order/edit?id=5');
    expect(parcelDetailPath(5)).toBe('/self-service-order/detail?id=5');
  });

  it('reads only an id a row could have', () => {
    expect(parcelIdOf(new URLSearchParams('id=21'))).toBe(21);
    for (const raw of ['', 'id=0', 'id=-1', 'id=1.5', 'id=abc', 'id=12345678901']) {
      expect(parcelIdOf(new URLSearchParams(raw))).toBeNull();
    }
  });

  it('opens each parcel’s detail in a tab of its own', () => {
    expect(pageTabKey(PARCEL_DETAIL_TAB, '/self-service-order/detail', '?id=5')).toBe(
      '/self-service-order/detail?id=5',
    );
    expect(pageTabKey(PARCEL_DETAIL_TAB, '/self-service-order/detail', '?id=6')).toBe(
      '/self-service-order/detail?id=6',
    );
  });
});
