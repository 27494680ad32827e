import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { enumLabel } from '../../shared/labels';
import { ISSUER_FIELDS, type IssuerField, type PosLanguage } from '../../shared/pos/api';
import type { Registry } from '../../shared/registry';
import { languageDateFormat, timeLocale, toDayjsFormat } from '../../shared/settings';
import dayjs from 'dayjs';
import { listTextsOf, textsOf } from '../i18n/translate';
import type { Row } from '../resources/repository';
import type { PosContent } from './pos-content';

const require = createRequire(import.meta.url);
/** Roboto, of the portal's font stack, with every Latin letter (a recipient abroad keeps their name). */
const FONTS = {
  regular: require.resolve('@expo-google-fonts/roboto/400Regular/Roboto_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/roboto/700Bold/Roboto_700Bold.ttf'),
};

const MARGIN = 50;
const LABEL_WIDTH = 190;

/** How the PoS words and formats in its language. */
function wording(registry: Registry, language: PosLanguage) {
  const t = textsOf(language, 'documents');
  const labels = listTextsOf(language);
  const number = new Intl.NumberFormat(timeLocale(language), { maximumFractionDigits: 3 });
  const regions = new Intl.DisplayNames([language], { type: 'region' });
  return {
    pos: (key: string, params: Record<string, string> = {}) => t(`documents.pos.${key}`, params),
    enumText: (resource: string, property: string, value: unknown) =>
      value === null || value === undefined || value === '' ? undefined : enumLabel(labels, registry.get(resource)!, property, value),
    number: (value: unknown) => (value === null || value === undefined || value === '' ? undefined : number.format(Number(value))),
    day: (value: unknown) => (value ? dayjs(String(value)).format(toDayjsFormat(languageDateFormat(language))) : undefined),
    country: (code: unknown) => {
      if (!code) return undefined;
      const upper = String(code).toUpperCase();
      return /^[A-Z]{2}$/.test(upper) ? (regions.of(upper) ?? upper) : String(code);
    },
  };
}

const joined = (...parts: unknown[]) =>
  parts
    .filter((part) => part !== null && part !== undefined && part !== '')
    .map(String)
    .join(' ');
/** "key – name", or whichever of the two there is. */
const named = (key: unknown, name: unknown) => [key, name].filter((part) => part !== null && part !== undefined && part !== '').join(' – ') || undefined;

/**
 * The PoS as an A4 PDF of one page in `language`, from `content` as read on `issuedOn` (the day it is
 * issued). The same content, language and day give the same bytes: the document's dates are that day,
 * and nothing else of the moment goes in.
 */
export function renderPosPdf(registry: Registry, content: PosContent, language: PosLanguage, issuedOn: string, tenantName: string): Promise<Buffer> {
  const w = wording(registry, language);
  const { proof, issuer, outbound, recipient, loadingSite, product, rawMaterial, previousProof } = content;
  const issued = new Date(`${issuedOn}T00:00:00Z`);
  const document = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: language,
    info: { Title: `${w.pos('title')} ${String(proof.number)}`, Author: issuer.companyName ?? tenantName, CreationDate: issued, ModDate: issued },
  });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => document.on('end', () => resolve(Buffer.concat(chunks))));
  document.registerFont('regular', FONTS.regular);
  document.registerFont('bold', FONTS.bold);
  const width = document.page.width - 2 * MARGIN;
  const unknown = w.pos('unknown');

  const heading = (text: string) => {
    document.moveDown(0.6).font('bold').fontSize(11).fillColor('#1f3a5f').text(text, MARGIN).fillColor('black');
    const y = document.y + 1;
    document
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + width, y)
      .lineWidth(0.5)
      .strokeColor('#9aa5b1')
      .stroke();
    document.moveDown(0.3);
  };
  const line = (label: string, value: string | undefined) => {
    const y = document.y;
    document
      .font('regular')
      .fontSize(9.5)
      .fillColor('#4a5563')
      .text(label, MARGIN, y, { width: LABEL_WIDTH - 10 });
    const labelEnd = document.y;
    document
      .font(value === undefined ? 'regular' : 'bold')
      .fillColor(value === undefined ? '#8a94a6' : 'black')
      .text(value ?? unknown, MARGIN + LABEL_WIDTH, y, { width: width - LABEL_WIDTH });
    document.y = Math.max(labelEnd, document.y) + 2;
    document.fillColor('black');
  };
  const address = (title: string, lines: (string | undefined)[], x: number, y: number) => {
    document
      .font('bold')
      .fontSize(11)
      .fillColor('#1f3a5f')
      .text(title, x, y, { width: width / 2 - 10 });
    document.font('regular').fontSize(9.5).fillColor('black');
    for (const text of lines) if (text) document.text(text, x, document.y, { width: width / 2 - 10 });
    return document.y;
  };

  document.font('bold').fontSize(18).text(w.pos('title'), MARGIN, MARGIN);
  document.moveDown(0.3).font('regular').fontSize(10);
  line(w.pos('number'), String(proof.number));
  line(w.pos('issuedOn'), w.day(issuedOn));

  document.moveDown(0.5);
  const top = document.y;
  const recipientCountry = recipient && w.enumText('partners', 'country', recipient.country);
  const issuerEnd = address(
    w.pos('issuer'),
    [
      issuer.companyName ?? tenantName,
      issuer.street,
      joined(issuer.postalCode, issuer.city),
      issuer.country,
      issuer.certificateNumber && `${w.pos('certificate')}: ${issuer.certificateNumber}`,
    ],
    MARGIN,
    top,
  );
  const recipientEnd = address(
    w.pos('recipient'),
    recipient
      ? [
          named(recipient.number, recipient.name),
          joined(recipient.street, recipient.houseNumber),
          joined(recipient.postalCode, recipient.city),
          recipientCountry,
        ]
      : [unknown],
    MARGIN + width / 2,
    top,
  );
  document.y = Math.max(issuerEnd, recipientEnd);

  heading(w.pos('dispatch'));
  line(
    w.pos('dispatchPlace'),
    loadingSite ? joined(named(loadingSite.number, loadingSite.name), loadingSite.country && `(${w.country(loadingSite.country)})`) : undefined,
  );
  line(w.pos('dispatchDate'), w.day(outbound?.loadingDate ?? proof.deliveryDate));
  line(w.pos('delivery'), outbound ? String(outbound.number) : undefined);

  heading(w.pos('goods'));
  line(w.pos('product'), product ? named(product.number, product.name) : (proof.product as string | undefined));
  line(w.pos('productGroup'), w.enumText('sustainabilitydata', 'productGroup', proof.productGroup ?? product?.productGroup));
  line(w.pos('rawMaterial'), rawMaterial ? named(rawMaterial.id, rawMaterial.name) : (proof.rawMaterial as string | undefined) || undefined);
  line(w.pos('originCountry'), w.country(proof.originCountry));
  line(w.pos('quantity'), joined(w.number(proof.volume), proof.unitOfMeasurement));
  line(w.pos('energy'), content.energyMj === undefined ? undefined : `${w.number(content.energyMj)} MJ`);

  heading(w.pos('sustainability'));
  line(w.pos('carbonIntensity'), carbonIntensity(w, proof));
  line(w.pos('certificationSystem'), w.enumText('sustainabilitydata', 'certificationSystem', proof.certificationSystem));
  line(w.pos('chainOfCustody'), w.pos('massBalance'));

  heading(w.pos('chain'));
  line(w.pos('sourceCertificate'), (previousProof?.certificateNumber ?? proof.certificateNumber) as string | undefined);
  line(w.pos('previousProof'), proof.previousSustainabilityDataId as string | undefined);
  line(w.pos('originalProof'), proof.originalSustainabilityDataId as string | undefined);

  const notes = [
    content.missing.length ? w.pos('incomplete', { fields: content.missing.map((word) => w.pos(word)).join(', ') }) : undefined,
    issuerGaps(issuer).length
      ? w.pos('issuerIncomplete', {
          fields: issuerGaps(issuer)
            .map((field) => issuerWord(language, field))
            .join(', '),
        })
      : undefined,
  ].filter(Boolean) as string[];
  if (notes.length) {
    document.moveDown(0.8).font('bold').fontSize(9.5).fillColor('#a3400b');
    for (const note of notes) document.text(note, MARGIN, document.y, { width });
    document.fillColor('black');
  }
  document
    .font('regular')
    .fontSize(8)
    .fillColor('#6b7280')
    .text(w.pos('footer', { tenant: issuer.companyName ?? tenantName }), MARGIN, document.page.height - MARGIN - 20, { width, lineBreak: true });
  document.end();
  return done;
}

type Wording = ReturnType<typeof wording>;

function carbonIntensity(w: Wording, proof: Row): string | undefined {
  const approved = w.number(proof.carbonIntensityApproved);
  if (approved !== undefined) return `${approved} gCO2e/MJ (${w.pos('ciApproved')})`;
  const estimated = w.number(proof.carbonIntensityEstimated);
  return estimated === undefined ? undefined : `${estimated} gCO2e/MJ (${w.pos('ciEstimated')})`;
}

/** The issuer fields a PoS states and the tenant has not kept (the company name falls back to the tenant's name). */
const issuerGaps = (issuer: Partial<Record<IssuerField, string>>) =>
  (Object.keys(ISSUER_FIELDS) as IssuerField[]).filter((field) => field !== 'companyName' && !issuer[field]);

const issuerWord = (language: PosLanguage, field: IssuerField) => textsOf(language, 'documents')(`documents.pos.issuerFields.${field}`);
