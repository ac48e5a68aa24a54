// Dates and numbers on a card as the site's pages write them (lib/text/format.ts formatDate, formatFirstRegistration,
// formatInt and formatDecimal: Western digits with a comma per thousand in every language, where the browser's
// toLocaleString would write Arabic-Indic digits in Arabic). The
// words come as data the server renders with the same catalogue message (CARD.dates: the language's date with its
// month chosen and {d} {y} left as slots), so only the splitting of the ISO text is written here; a unit test holds
// this equal to formatDate over many dates in every language. A plain script, no export: it is inlined into the card.
function cardDate(dates, iso) {
  const [y = '', m, d] = iso.split('-');
  const month = String(Number(m));
  const template = dates[month] ?? dates.other;
  const values = { d: String(Number(d)), m: month, y };
  return template.replace(/\{([dmy])\}/g, (_slot, name) => values[name]);
}

/** A first registration as precise as its file gives it: "3/2022", or the year with the language's "year only". */
function cardRoadDate(yearOnly, value) {
  if (/^\d{4}$/.test(value)) return yearOnly.replace('{year}', value);
  const match = /^(\d{4})-(\d{1,2})/.exec(value);
  return match ? `${Number(match[2])}/${match[1]}` : value;
}

/** A whole number as formatInt writes it: "12,345" in every language. */
function cardInt(n) {
  const sign = n < 0 ? '-' : '';
  return sign + String(Math.abs(Math.round(n))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A rate as formatDecimal writes it with two digits: "3.40". */
function cardDecimal(n) {
  return n.toFixed(2);
}
