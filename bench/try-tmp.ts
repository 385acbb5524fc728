import { recognizeAddress } from '../apps/server/src/modules/order/address-recognition/recognize-address';
const samples = process.argv.slice(2).length ? process.argv.slice(2) : [
  'John Smith\n123 Main St Apt 4B\nSpringfield, IL 62704\n(217) 555-0123',
  'Hans Müller, Hauptstraße 5a, 10115 Berlin, Deutschland, +49 30 1234567',
  'Jean DUPONT\n12 bis rue de la Paix\n75002 Paris\nFrance',
  '收件人：张伟\n电话：13800138000\n地址：广东省深圳市南山区科苑路15号科兴科学园A栋1001室',
  'Flat 3, 12 High Street, London SW1A 1AA, United Kingdom',
  'Jan van der Berg\tKeizersgracht 123-A\t1015 CJ\tAmsterdam\tNL',
];
for (const s of samples) console.log(JSON.stringify(s), '\n ', JSON.stringify(recognizeAddress(s)));
