import { describe, expect, it } from 'vitest';
import { parseShipNotice, ShipNoticeError } from './ship-notice';
import { formatShipStationDate, parseShipStationDate } from './shipstation-dates';
import { basicCredentials, hashServedPassword, servedPasswordMatches } from './shipstation-login';
import { cdata, escapeXml, isXmlText } from './xml-text';

describe('XML text the export writes', () => {
  it('escapes markup characters and leaves out what XML cannot carry', () => {
    expect(escapeXml(`Tom & "Jerry" <'s>`)).toBe('Tom &amp; &quot;Jerry&quot; &lt;&apos;s&gt;');
    expect(escapeXml('a\u0000b\u0008c\u000bd\ufffe\uffff')).toBe('abcd');
    expect(escapeXml('tab\tline\nreturn\r')).toBe('tab\tline\nreturn\r');
  });

  it('wraps free text in CDATA, splitting a "]]>" across two sections', () => {
    expect(cdata('<b>&</b>')).toBe('<![CDATA[<b>&</b>]]>');
    expect(cdata('x]]>y')).toBe('<![CDATA[x]]]]><![CDATA[>y]]>');
    expect(cdata('half \ud83d emoji 😀')).toBe('<![CDATA[half  emoji 😀]]>');
  });

  it('tells text XML can carry from text it cannot', () => {
    expect(isXmlText('Straße 5 😀')).toBe(true);
    expect(isXmlText('a\u0000')).toBe(false);
    expect(isXmlText('\udc00')).toBe(false);
  });
});

describe('ShipStation dates', () => {
  it('reads MM/dd/yyyy HH:mm as UTC, with the variants the guide allows', () => {
    expect(parseShipStationDate('03/23/2012 21:09')?.toISOString()).toBe('2012-03-23T21:09:00.000Z');
    expect(parseShipStationDate('3/5/2026 7:05')?.toISOString()).toBe('2026-03-05T07:05:00.000Z');
    expect(parseShipStationDate('12/08/2011 12:56 PM')?.toISOString()).toBe('2011-12-08T12:56:00.000Z');
    expect(parseShipStationDate('12/08/2011 12:56 AM')?.toISOString()).toBe('2011-12-08T00:56:00.000Z');
    expect(parseShipStationDate('12/08/2011 12:56:30')?.toISOString()).toBe('2011-12-08T12:56:30.000Z');
  });

  it('refuses what is no date', () => {
    for (const text of [
      '02/30/2026 10:00',
      '13/01/2026 10:00',
      '01/01/2026 24:00',
      '2026-01-01 10:00',
      '01/01/1999 10:00',
      '',
      '01/01/2026',
    ]) {
      expect(parseShipStationDate(text), text).toBeNull();
    }
  });

  it('writes a stored instant as MM/dd/yyyy HH:mm in UTC', () => {
    expect(formatShipStationDate('2026-11-30T04:05:59.999Z')).toBe('11/30/2026 04:05');
  });
});

describe('the ShipStation login', () => {
  it('reads HTTP Basic credentials, the password may hold a colon', () => {
    const header = `Basic ${Buffer.from('ss_abc:pa:ss').toString('base64')}`;
    expect(basicCredentials(header)).toEqual({ username: 'ss_abc', password: 'pa:ss' });
    expect(basicCredentials(undefined)).toBeNull();
    expect(basicCredentials('Bearer abc')).toBeNull();
    expect(basicCredentials(`Basic ${Buffer.from('no-colon').toString('base64')}`)).toBeNull();
  });

  it('matches a password against its kept hash only', () => {
    const hash = hashServedPassword('secret');
    expect(servedPasswordMatches('secret', hash)).toBe(true);
    expect(servedPasswordMatches('Secret', hash)).toBe(false);
    expect(servedPasswordMatches('', null)).toBe(false);
  });
});

describe('the ShipNotice ShipStation posts', () => {
  const notice = `<?xml version="1.0" encoding="utf-8"?>
<ShipNotice>
  <OrderNumber>ABC &amp; 1</OrderNumber>
  <OrderID><![CDATA[SO2026113000000001]]></OrderID>
  <Carrier>USPS</Carrier>
  <Service>Priority Mail</Service>
  <TrackingNumber>9400111899223</TrackingNumber>
  <ShipDate>11/30/2026</ShipDate>
  <Recipient><Name>Not read</Name><Carrier>nested</Carrier></Recipient>
  <Items><Item><SKU>MUG-01</SKU><Quantity>2</Quantity></Item></Items>
</ShipNotice>`;

  it('reads the order, the carrier, the service, the tracking number and the ship date', () => {
    expect(parseShipNotice(notice)).toEqual({
      orderNumber: 'ABC & 1',
      orderId: 'SO2026113000000001',
      carrier: 'USPS',
      service: 'Priority Mail',
      trackingNumber: '9400111899223',
      shipDate: '11/30/2026',
      labelCreateDate: '',
    });
  });

  it('refuses what is not one well-formed ShipNotice', () => {
    const bad = [
      '<Orders></Orders>',
      '<ShipNotice><OrderNumber>1</ShipNotice>',
      '<ShipNotice><OrderNumber>1</OrderNumber>',
      '<ShipNotice/><ShipNotice/>',
      'text <ShipNotice/>',
      'not xml at all',
      '<!DOCTYPE x [<!ENTITY a "b">]><ShipNotice>&a;</ShipNotice>',
      '<ShipNotice><OrderNumber>a&#0;b</OrderNumber></ShipNotice>',
      `<ShipNotice><CustomerNotes>${'x'.repeat(3000)}</CustomerNotes></ShipNotice>`,
      `<ShipNotice>${'<a>'.repeat(20)}${'</a>'.repeat(20)}</ShipNotice>`,
    ];
    for (const body of bad) expect(() => parseShipNotice(body), body.slice(0, 60)).toThrow(ShipNoticeError);
  });
});
