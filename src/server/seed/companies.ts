/** Building blocks for plausible European company and contact names. */
export const NAME_STEMS = [
  'Nordsee', 'Rhein', 'Alpen', 'Hansa', 'Elbe', 'Donau', 'Baltic', 'Mosel', 'Weser', 'Kontinental', 'Europa', 'Nordwest',
  'Süd', 'Ostsee', 'Main', 'Saale', 'Havel', 'Lech', 'Inn', 'Maas', 'Schelde', 'Oder', 'Vistula', 'Moldau',
];

export const NAME_TRADES = [
  'Mineralöl', 'Biokraftstoffe', 'Energie', 'Tankhandel', 'Agrarhandel', 'Logistik', 'Ölmühle', 'Raffinerie', 'Petrol',
  'Bioenergie', 'Fuels', 'Tanklager', 'Recycling', 'Oleochemie',
];

export const LEGAL_FORMS: Record<string, string> = {
  de: 'GmbH', at: 'GmbH', ch: 'AG', nl: 'B.V.', be: 'NV', fr: 'SAS', it: 'S.p.A.', pl: 'Sp. z o.o.', cz: 's.r.o.', dk: 'A/S',
};

export const STREETS = [
  'Hafenstraße', 'Industriestraße', 'Raffineriestraße', 'Am Tanklager', 'Kaiserkai', 'Werkstraße', 'Chemiepark',
  'Mühlenweg', 'Rheinuferstraße', 'Energiepark', 'Am Ölhafen', 'Gewerbering',
];

export const FIRST_NAMES = ['Anna', 'Lukas', 'Sophie', 'Jan', 'Marie', 'Felix', 'Laura', 'Tobias', 'Eva', 'Pieter', 'Claire', 'Marco', 'Katarzyna', 'Jakub', 'Mette'];
export const LAST_NAMES = ['Müller', 'Schmidt', 'Weber', 'Fischer', 'Wagner', 'Becker', 'Hoffmann', 'de Vries', 'Janssens', 'Dubois', 'Rossi', 'Nowak', 'Novák', 'Jensen', 'Huber'];

/** A partner's default language by country (the schema offers de, en, fr). */
export const LANGUAGE_OF_COUNTRY: Record<string, string> = { de: 'de', at: 'de', ch: 'de', fr: 'fr', be: 'fr' };
