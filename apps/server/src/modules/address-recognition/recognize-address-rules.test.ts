import { describe, expect, it } from 'vitest';
import { type RecognizedAddress, recognizeAddress } from './recognize-address';

function read(text: string, fields: Array<keyof RecognizedAddress>): Partial<RecognizedAddress> {
  const address = recognizeAddress(text);
  return Object.fromEntries(fields.map((field) => [field, address[field]]));
}

describe('house numbers', () => {
  it('go to house_number in the EU, after the street or before it as the country writes them', () => {
    expect(read('Hauptstraße 5a, 10115 Berlin, Deutschland', ['address1', 'house_number'])).toEqual({
      address1: 'Hauptstraße',
      house_number: '5a',
    });
    expect(read('12 bis rue de la Paix, 75002 Paris, France', ['address1', 'house_number'])).toEqual({
      address1: 'rue de la Paix',
      house_number: '12 bis',
    });
    expect(read('Via Roma, 10, 20121 Milano MI, Italia', ['address1', 'house_number', 'state'])).toEqual({
      address1: 'Via Roma',
      house_number: '10',
      state: 'MI',
    });
    expect(read('Mariahilfer Straße 12/3/14, 1060 Wien, Österreich', ['house_number'])).toEqual({
      house_number: '12/3/14',
    });
    expect(read('Van Baerlestraat 27-III, 1071 AN Amsterdam', ['address1', 'house_number'])).toEqual({
      address1: 'Van Baerlestraat',
      house_number: '27-III',
    });
    expect(
      read('4 Main Street, Ballincollig, Co. Cork, P31 KX97, Ireland', ['address1', 'house_number', 'state']),
    ).toEqual({
      address1: 'Main Street',
      house_number: '4',
      state: 'Cork',
    });
  });

  it('stay in address1 outside the EU, and a PO box or a kilometre mark is never a house number', () => {
    expect(read('123 Main St, Springfield, IL 62704', ['address1', 'house_number'])).toEqual({
      address1: '123 Main St',
      house_number: '',
    });
    expect(read('5/12 Smith St, Fitzroy VIC 3065', ['address1', 'house_number'])).toEqual({
      address1: '5/12 Smith St',
      house_number: '',
    });
    expect(read('Laura Koch\nPostfach 10 02 45\n20001 Hamburg', ['address1', 'house_number'])).toEqual({
      address1: 'Postfach 10 02 45',
      house_number: '',
    });
    expect(read('Carretera de Valencia km 3, 50013 Zaragoza, España', ['address1', 'house_number'])).toEqual({
      address1: 'Carretera de Valencia km 3',
      house_number: '',
    });
  });
});

describe('second lines', () => {
  it('split a unit off the street line and keep units written on their own lines', () => {
    expect(read('John Smith\n123 Main St Apt 4B\nSpringfield, IL 62704', ['address1', 'address2'])).toEqual({
      address1: '123 Main St',
      address2: 'Apt 4B',
    });
    expect(read('Flat 3, 12 High Street, London SW1A 1AA', ['address1', 'address2'])).toEqual({
      address1: '12 High Street',
      address2: 'Flat 3',
    });
    expect(read('Calle Mayor 12, 3º B, 28013 Madrid, España', ['address1', 'address2', 'house_number'])).toEqual({
      address1: 'Calle Mayor',
      address2: '3º B',
      house_number: '12',
    });
    expect(read('Jonas Schäfer, c/o Meyer, Lindenweg 3, 50667 Köln', ['address2', 'first_name'])).toEqual({
      address2: 'c/o Meyer',
      first_name: 'Jonas',
    });
  });

  it('do not take streets that merely start like a unit', () => {
    expect(read('Oliver Bennett, 8 Tower Bridge Road, London SE1 2UP', ['address1', 'address2'])).toEqual({
      address1: '8 Tower Bridge Road',
      address2: '',
    });
  });
});

describe('countries', () => {
  it.each([
    ['Hauptstraße 5, 10115 Berlin, Deutschland', 'DE'],
    ['Calle Mayor 12, 28013 Madrid, España', 'ES'],
    ['ul. Długa 5, 80-827 Gdańsk, Polska', 'PL'],
    ['Getreidegasse 9, 5020 Salzburg, Österreich', 'AT'],
    ['Oudegracht 45, 3511 AB Utrecht, Nederland', 'NL'],
    ['Korenmarkt 12, 9000 Gent, België', 'BE'],
    ['Rue de la Loi 16, 1000 Bruxelles, Belgique', 'BE'],
    ['Via Roma 10, 20121 Milano, Italia', 'IT'],
    ['地址: Zeil 90, 60313 Frankfurt am Main, 德国', 'DE'],
    ['地址: 880 El Camino Real, Menlo Park, CA 94025, 美国', 'US'],
    ['45 Rideau St, Ottawa, ON K1N 5W8, CA', 'CA'],
  ])('reads the country of %s', (text, country) => {
    expect(recognizeAddress(text).country).toBe(country);
  });

  it.each([
    ['3 Rose Lane, York YO1 7HH', 'GB', 'the UK postcode'],
    ['1500 rue Peel, Montréal QC H3A 1S9', 'CA', 'the Canadian postcode'],
    ['6 Harcourt Street, Dublin 2, D02 PX56', 'IE', 'the Eircode'],
    ['Laan van Meerdervoort 52, 2517 AK Den Haag', 'NL', 'the Dutch postcode'],
    ['ul. Słowackiego 4/6, 31-159 Kraków', 'PL', 'the Polish postcode'],
    ['410 Terry Ave N, Seattle, WA 98109', 'US', 'the state beside a five-digit ZIP'],
    ['15 Flinders Lane, Melbourne VIC 3000', 'AU', 'the state beside a four-digit postcode'],
    ['Schlossallee 3, 53111 Bonn, +49 228 123456', 'DE', 'the phone prefix'],
    ['Schönbrunner Straße 131, 1050 Wien', 'AT', 'German street words with four digits'],
    ['7 rue des Carmes, 21000 Dijon', 'FR', 'French street words with five digits'],
    ['Kapelstraat 9, 3500 Hasselt', 'BE', 'Dutch street words with four digits'],
    ['D-76133 Karlsruhe', 'DE', 'the postcode prefix'],
  ])('infers %s as %s from %s', (text, country) => {
    expect(recognizeAddress(text).country).toBe(country);
  });

  it('leaves the country empty when nothing points anywhere', () => {
    expect(recognizeAddress('John Smith, 12345').country).toBe('');
  });

  it('reads a trailing code that is also a state as the state, unless a postcode stands before it', () => {
    expect(read('Springfield, IL', ['city', 'state', 'country'])).toEqual({
      city: 'Springfield',
      state: 'IL',
      country: 'US',
    });
    expect(read('Im Tal 2, 79098 Freiburg im Breisgau, DE', ['city', 'state', 'country'])).toEqual({
      city: 'Freiburg im Breisgau',
      state: '',
      country: 'DE',
    });
    expect(read('300 Peachtree St NE, Atlanta, Georgia 30308', ['state', 'country'])).toEqual({
      state: 'GA',
      country: 'US',
    });
  });
});

describe('phones', () => {
  it('are answered in E.164 with the country known', () => {
    expect(recognizeAddress('Calle Mayor 12, 28013 Madrid, España, 612 345 678').phone).toBe('+34612345678');
    expect(recognizeAddress('Tel: 030 1234567\nHauptstraße 5, 10115 Berlin').phone).toBe('+49301234567');
    expect(recognizeAddress('收件人：张伟 电话：13800138000 地址：广东省深圳市南山区科苑路15号').phone).toBe(
      '+8613800138000',
    );
    expect(recognizeAddress('Toronto, ON M5V 3G5\n+1 (416) 555-0199').phone).toBe('+14165550199');
  });

  it('are told apart from postcodes written beside them', () => {
    expect(read('Springfield, IL 62704 (217) 555-0123', ['zip', 'phone'])).toEqual({
      zip: '62704',
      phone: '+12175550123',
    });
    expect(read('Orlando, FL 32801-1234', ['zip', 'phone'])).toEqual({ zip: '32801-1234', phone: '' });
    expect(read('陈静 江苏省苏州市工业园区星湖街328号 215123 13770001234', ['zip', 'phone'])).toEqual({
      zip: '215123',
      phone: '+8613770001234',
    });
  });

  it('keep the digits of a number no country can place', () => {
    expect(recognizeAddress('Phone: 0123 456 789').phone).toBe('0123456789');
  });
});

describe('names', () => {
  it.each([
    ['Jan van der Berg', 'NL', 'Jan', 'van der Berg'],
    ['María de la Cruz', 'ES', 'María', 'de la Cruz'],
    ['Jean DUPONT', 'FR', 'Jean', 'DUPONT'],
    ['DUPONT Jean', 'FR', 'Jean', 'DUPONT'],
    ['Carmen Ruiz Ortega', 'ES', 'Carmen', 'Ruiz Ortega'],
    ['Mr John Paul Jones', 'GB', 'John Paul', 'Jones'],
    ['Sig.ra Valentina Greco', 'IT', 'Valentina', 'Greco'],
    ['Tomás Ó Briain', 'IE', 'Tomás', 'Ó Briain'],
  ])('split %s (%s) into %s / %s', (name, country, first, last) => {
    const countryName = {
      NL: 'Nederland',
      ES: 'España',
      FR: 'France',
      GB: 'United Kingdom',
      IT: 'Italia',
      IE: 'Ireland',
    }[country];
    expect(read(`Name: ${name}\nCountry: ${countryName}`, ['first_name', 'last_name'])).toEqual({
      first_name: first,
      last_name: last,
    });
  });

  it('keep a name in Chinese characters whole in first_name', () => {
    expect(read('欧阳娜娜 13100001111 云南省昆明市五华区东风西路11号', ['first_name', 'last_name'])).toEqual({
      first_name: '欧阳娜娜',
      last_name: '',
    });
  });

  it('take "z. Hd." and titles off, and a company line is the company', () => {
    expect(
      read('Firma Weber GmbH\nz. Hd. Herrn Thomas Weber\nIndustriestraße 45-47\n70565 Stuttgart', [
        'first_name',
        'last_name',
        'company',
      ]),
    ).toEqual({ first_name: 'Thomas', last_name: 'Weber', company: 'Firma Weber GmbH' });
  });
});

describe('Chinese addresses', () => {
  it('read province, city and the rest; a municipality is both state and city', () => {
    expect(read('王芳，18612345678，北京市朝阳区建国路88号', ['state', 'city', 'address1', 'country'])).toEqual({
      state: '北京市',
      city: '北京市',
      address1: '朝阳区建国路88号',
      country: 'CN',
    });
    expect(read('罗浩 18988887777 中国广西壮族自治区南宁市青秀区民族大道136号', ['state', 'city', 'address1'])).toEqual(
      {
        state: '广西壮族自治区',
        city: '南宁市',
        address1: '青秀区民族大道136号',
      },
    );
  });

  it('give a well-known city written alone its province', () => {
    expect(read('邓超，杭州市余杭区文一西路969号，15990001234', ['state', 'city'])).toEqual({
      state: '浙江省',
      city: '杭州市',
    });
  });
});

describe('noise', () => {
  it('drops order numbers, headings, greetings and emoji around the address', () => {
    expect(
      recognizeAddress(
        '📦 Order #112-3456789 📦\nShip to:\nHi!\nJessica Williams\n9 Lakeview Dr\nOrlando, FL 32801\nThanks 😊',
      ),
    ).toEqual({
      first_name: 'Jessica',
      last_name: 'Williams',
      company: '',
      phone: '',
      email: '',
      address1: '9 Lakeview Dr',
      address2: '',
      house_number: '',
      city: 'Orlando',
      state: 'FL',
      zip: '32801',
      country: 'US',
    });
  });

  it('reads several labels on one line', () => {
    expect(read('Name: John Smith Tel: +1 202-555-0110 Zip: 20500', ['first_name', 'phone', 'zip'])).toEqual({
      first_name: 'John',
      phone: '+12025550110',
      zip: '20500',
    });
  });
});

describe('chat and forms', () => {
  it('reads the address out of a chat sentence', () => {
    expect(
      read('hi! please send it to megan fox, 39 cedar lane, albany ny 12203. thanks', [
        'first_name',
        'last_name',
        'address1',
        'city',
        'state',
        'zip',
        'country',
      ]),
    ).toEqual({
      first_name: 'megan',
      last_name: 'fox',
      address1: '39 cedar lane',
      city: 'albany',
      state: 'NY',
      zip: '12203',
      country: 'US',
    });
  });

  it('takes a province in brackets after the town as the state', () => {
    expect(read('455 boulevard Saint-Laurent\nMontréal (Québec) H2Y 2Y7', ['city', 'state'])).toEqual({
      city: 'Montréal',
      state: 'QC',
    });
    expect(read('Calle Sierpes 20, 41004 Sevilla (Sevilla)', ['city', 'state', 'country'])).toEqual({
      city: 'Sevilla',
      state: 'Sevilla',
      country: 'ES',
    });
  });

  it('does not read a trunk-0 phone as North American when it guesses the country', () => {
    expect(
      read('52 avenue de la Libération, 63000 Clermont-Ferrand\nTél : 07 81 22 33 44', ['country', 'phone']),
    ).toEqual({
      country: 'FR',
      phone: '+33781223344',
    });
  });

  it('keeps a British house name out of the company', () => {
    expect(read('Felicity Grant, Rose Cottage, 4 Mill Lane, Fakenham NR21 0AA', ['company', 'address2'])).toEqual({
      company: '',
      address2: 'Rose Cottage',
    });
  });
});

describe('who the parcel is for', () => {
  it('is the recipient, not a marketplace handle labelled as the buyer above it', () => {
    const text = 'Buyer: kitty_lover92\nShip to name: Daniel Ortiz\n88 Pine St, Apt 5\nDenver, CO 80203';
    expect(read(text, ['first_name', 'last_name', 'address1', 'address2'])).toEqual({
      first_name: 'Daniel',
      last_name: 'Ortiz',
      address1: '88 Pine St',
      address2: 'Apt 5',
    });
  });
});

describe('UK counties after the town', () => {
  it('are the state for Welsh, Scottish and Northern Irish areas too, the town staying the city', () => {
    expect(read('Rhys Evans, 4 Bridge Street, Haverfordwest, Pembrokeshire SA61 2AL', ['city', 'state'])).toEqual({
      city: 'Haverfordwest',
      state: 'Pembrokeshire',
    });
    expect(read('Iona Grant\n7 High Street\nPitlochry\nPerthshire\nPH16 5AD', ['city', 'state'])).toEqual({
      city: 'Pitlochry',
      state: 'Perthshire',
    });
    expect(read('Ciara Quinn, 12 Main Street, Enniskillen, Co. Fermanagh, BT74 7AA', ['city', 'state'])).toEqual({
      city: 'Enniskillen',
      state: 'Co. Fermanagh',
    });
  });
});

describe('Scottish flat positions', () => {
  it('are the second line when written alone ("2F1": second floor, first door; "0/2"), the street line kept whole', () => {
    expect(read('Ewan Stewart\n2F1\n9 Warrender Park Road\nEdinburgh\nEH9 1DS', ['address1', 'address2'])).toEqual({
      address1: '9 Warrender Park Road',
      address2: '2F1',
    });
    expect(read('Kirsty Bell\n0/2\n40 Cathcart Road\nGlasgow G42 7BQ', ['address1', 'address2', 'city'])).toEqual({
      address1: '40 Cathcart Road',
      address2: '0/2',
      city: 'Glasgow',
    });
    expect(read('Olivia Wilson, 5/12 Smith St, Fitzroy VIC 3065, Australia', ['address1', 'address2'])).toEqual({
      address1: '5/12 Smith St',
      address2: '',
    });
  });
});
