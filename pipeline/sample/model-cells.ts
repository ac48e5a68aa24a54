// One row of the model/WLTP table (resource 142afde2) for a model row, in the published column order
// (lib/datasets/model-data.ts). The safety flags follow the generation's level; the ministry's safety level and
// score are filled in on purpose so the pipeline's exclusion of them is exercised.
import { modelData } from '../../lib/datasets/model-data.ts';
import type { ModelRow } from './model-rows.ts';
import { pollutionGroup } from './vehicle-cells.ts';
import type { Cell } from './csv-writer.ts';

const FUEL_CODE = {
  petrol: [1, 'בנזין'],
  hybrid: [1, 'בנזין'],
  diesel: [2, 'דיזל'],
  electric: [4, 'חשמל'],
  plugin: [7, 'חשמל/בנזין'],
} as const;
const TECHNOLOGY = {
  petrol: [1, 'הנעה רגילה'],
  diesel: [1, 'הנעה רגילה'],
  hybrid: [2, 'היברידי רגיל'],
  plugin: [3, 'PLUG IN'],
  electric: [4, 'רכב חשמלי'],
} as const;
const FOUR_BY_FOUR = new Set(['HILUX', 'L 200', 'LAND CRUISER']);
/** Factory-fitted systems carry this installation source; aftermarket ones would carry another. */
const FACTORY = 'יצרן';

export function modelCells(r: ModelRow): Cell[] {
  const g = r.gen;
  const y = r.year;
  const mid = g.safety !== 'basic';
  const full = g.safety === 'full';
  const flag = (on: boolean) => (on ? 1 : 0);
  const source = (on: boolean) => (on ? FACTORY : null);
  const fourByFour = FOUR_BY_FOUR.has(g.kinuy);
  const van = g.merkav === 'מסחרי';
  const electric = g.fuel === 'electric';
  const wltp = y >= 2018;
  const values: Record<(typeof modelData.published)[number], Cell> = {
    sug_degem: g.sug_degem,
    tozeret_cd: g.tozeret_cd,
    tozeret_nm: r.tozeret_nm,
    tozeret_eretz_nm: r.country,
    tozar: r.tozar,
    degem_cd: r.degem_cd,
    degem_nm: r.degem_nm,
    shnat_yitzur: y,
    kvuzat_agra_cd: g.group,
    nefah_manoa: electric ? null : g.cc,
    mishkal_kolel: g.weight,
    gova: fourByFour || van ? 1850 : 1480,
    hanaa_cd: fourByFour ? 2 : 1,
    hanaa_nm: fourByFour ? '4X4' : '4X2',
    mazgan_ind: 1,
    abs_ind: 1,
    kariot_avir_source: FACTORY,
    mispar_kariot_avir: g.airbags,
    hege_koah_ind: 1,
    automatic_ind: flag(!(van || (g.group === 1 && y < 2017))),
    mispar_halonot_hashmal: van ? 2 : 4,
    halon_bagg_ind: flag(full && r.trimIndex > 0),
    galgaley_sagsoget_kala_ind: flag(g.group >= 3),
    argaz_ind: 0,
    merkav: g.merkav,
    ramat_gimur: r.trim,
    delek_cd: FUEL_CODE[g.fuel][0],
    delek_nm: FUEL_CODE[g.fuel][1],
    mispar_dlatot: g.doors,
    koah_sus: g.hp,
    mispar_moshavim: g.seats,
    bakarat_yatzivut_ind: flag(y >= 2012),
    kosher_grira_im_blamim: fourByFour ? 3000 : electric ? 750 : 1200,
    kosher_grira_bli_blamim: fourByFour ? 750 : 600,
    sug_tkina_cd: 1,
    sug_tkina_nm: 'EU',
    sug_mamir_cd: null,
    sug_mamir_nm: null,
    technologiat_hanaa_cd: TECHNOLOGY[g.fuel][0],
    technologiat_hanaa_nm: TECHNOLOGY[g.fuel][1],
    kamut_CO2: wltp ? null : g.co2,
    kamut_NOX: null,
    kamut_PM10: null,
    kamut_HC: null,
    kamut_HC_NOX: null,
    kamut_CO: null,
    kamut_CO2_city: null,
    kamut_NOX_city: null,
    kamut_PM10_city: null,
    kamut_HC_city: null,
    kamut_CO_city: null,
    kamut_CO2_hway: null,
    kamut_NOX_hway: null,
    kamut_PM10_hway: null,
    kamut_HC_hway: null,
    kamut_CO_hway: null,
    madad_yarok: electric ? 15 : Math.max(20, Math.round(g.co2 * 1.1)),
    kvutzat_zihum: pollutionGroup(g.co2),
    bakarat_stiya_menativ_ind: flag(mid),
    bakarat_stiya_menativ_makor_hatkana: source(mid),
    nitur_merhak_milfanim_ind: flag(mid),
    nitur_merhak_milfanim_makor_hatkana: source(mid),
    zihuy_beshetah_nistar_ind: flag(full),
    bakarat_shyut_adaptivit_ind: flag(full),
    zihuy_holchey_regel_ind: flag(mid),
    zihuy_holchey_regel_makor_hatkana: source(mid),
    maarechet_ezer_labalam_ind: 1,
    matzlemat_reverse_ind: flag(mid || y >= 2018),
    hayshaney_lahatz_avir_batzmigim_ind: flag(y >= 2014),
    hayshaney_hagorot_ind: 1,
    nikud_betihut: r.safetyScore,
    ramat_eivzur_betihuty: r.safetyLevel,
    teura_automatit_benesiya_kadima_ind: flag(mid),
    shlita_automatit_beorot_gvohim_ind: flag(mid),
    shlita_automatit_beorot_gvohim_makor_hatkana: source(mid),
    zihuy_tamrurey_tnua_ind: flag(full || (mid && y >= 2022)),
    zihuy_tamrurey_tnua_makor_hatkana: source(full || (mid && y >= 2022)),
    kinuy_mishari: g.kinuy,
    CO2_WLTP: wltp ? g.co2 : null,
    HC_WLTP: null,
    PM_WLTP: null,
    NOX_WLTP: null,
    CO_WLTP: null,
    CO2_WLTP_NEDC: wltp && !electric ? Math.round(g.co2 * 0.85) : null,
    bakarat_mehirut_isa: flag(full && y >= 2022),
    blima_otomatit_nesia_leahor: flag(full),
    blimat_hirum_lifnei_holhei_regel_ofanaim: flag(full),
    alco_lock: 0,
  };
  return modelData.published.map((c) => values[c]);
}
