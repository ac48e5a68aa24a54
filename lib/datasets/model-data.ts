// Model data incl. WLTP: one row per make, model code, year and trim. The safety flags are read one by one (each
// names a system a trim has); the safety-equipment level and safety score are published but never read.
import { int, key, number, text, type Dataset } from './dataset.ts';

const SAFETY_FLAGS = ['abs_ind', 'bakarat_yatzivut_ind', 'bakarat_stiya_menativ_ind', 'nitur_merhak_milfanim_ind',
  'zihuy_beshetah_nistar_ind', 'bakarat_shyut_adaptivit_ind', 'zihuy_holchey_regel_ind', 'maarechet_ezer_labalam_ind',
  'matzlemat_reverse_ind', 'hayshaney_lahatz_avir_batzmigim_ind', 'hayshaney_hagorot_ind',
  'teura_automatit_benesiya_kadima_ind', 'shlita_automatit_beorot_gvohim_ind', 'zihuy_tamrurey_tnua_ind',
  'blima_otomatit_nesia_leahor', 'bakarat_mehirut_isa', 'blimat_hirum_lifnei_holhei_regel_ofanaim', 'alco_lock'];

export const modelData = {
  name: 'model-data', catalogue: 'modelData', folder: 'model-data', file: 'model-data.csv', delimiter: ',', encoding: 'utf-8', ckan: true,
  published: [
  'sug_degem', 'tozeret_cd', 'tozeret_nm', 'tozeret_eretz_nm', 'tozar', 'degem_cd', 'degem_nm', 'shnat_yitzur',
  'kvuzat_agra_cd', 'nefah_manoa', 'mishkal_kolel', 'gova', 'hanaa_cd', 'hanaa_nm', 'mazgan_ind', 'abs_ind',
  'kariot_avir_source', 'mispar_kariot_avir', 'hege_koah_ind', 'automatic_ind', 'mispar_halonot_hashmal',
  'halon_bagg_ind', 'galgaley_sagsoget_kala_ind', 'argaz_ind', 'merkav', 'ramat_gimur', 'delek_cd', 'delek_nm',
  'mispar_dlatot', 'koah_sus', 'mispar_moshavim', 'bakarat_yatzivut_ind', 'kosher_grira_im_blamim',
  'kosher_grira_bli_blamim', 'sug_tkina_cd', 'sug_tkina_nm', 'sug_mamir_cd', 'sug_mamir_nm',
  'technologiat_hanaa_cd', 'technologiat_hanaa_nm', 'kamut_CO2', 'kamut_NOX', 'kamut_PM10', 'kamut_HC',
  'kamut_HC_NOX', 'kamut_CO', 'kamut_CO2_city', 'kamut_NOX_city', 'kamut_PM10_city', 'kamut_HC_city',
  'kamut_CO_city', 'kamut_CO2_hway', 'kamut_NOX_hway', 'kamut_PM10_hway', 'kamut_HC_hway', 'kamut_CO_hway',
  'madad_yarok', 'kvutzat_zihum', 'bakarat_stiya_menativ_ind', 'bakarat_stiya_menativ_makor_hatkana',
  'nitur_merhak_milfanim_ind', 'nitur_merhak_milfanim_makor_hatkana', 'zihuy_beshetah_nistar_ind',
  'bakarat_shyut_adaptivit_ind', 'zihuy_holchey_regel_ind', 'zihuy_holchey_regel_makor_hatkana',
  'maarechet_ezer_labalam_ind', 'matzlemat_reverse_ind', 'hayshaney_lahatz_avir_batzmigim_ind',
  'hayshaney_hagorot_ind', 'nikud_betihut', 'ramat_eivzur_betihuty', 'teura_automatit_benesiya_kadima_ind',
  'shlita_automatit_beorot_gvohim_ind', 'shlita_automatit_beorot_gvohim_makor_hatkana', 'zihuy_tamrurey_tnua_ind',
  'zihuy_tamrurey_tnua_makor_hatkana', 'kinuy_mishari', 'CO2_WLTP', 'HC_WLTP', 'PM_WLTP', 'NOX_WLTP', 'CO_WLTP',
  'CO2_WLTP_NEDC', 'bakarat_mehirut_isa', 'blima_otomatit_nesia_leahor', 'blimat_hirum_lifnei_holhei_regel_ofanaim',
  'alco_lock',
],
  columns: {
    sug_degem: text, tozeret_cd: key, tozeret_nm: text, tozar: text, degem_cd: key, degem_nm: text,
    shnat_yitzur: key, ramat_gimur: text, kinuy_mishari: text, merkav: text, kvuzat_agra_cd: int,
    nefah_manoa: int, koah_sus: int, delek_nm: text, technologiat_hanaa_nm: text, mispar_kariot_avir: int,
    CO2_WLTP: number,
    ...Object.fromEntries(SAFETY_FLAGS.map((c) => [c, int])),
  },
} as const satisfies Dataset;
