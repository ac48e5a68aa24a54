// Column lists of the ministry resources, in the order of their bulk CSV downloads. Registry and cancellation
// lists follow the recorded resource schemas (no CKAN `_id` column in bulk files); the others follow the
// field lists in shared research (data-sources.md) and public client code reading those resources.

export const REGISTRY_COLUMNS = [
  'mispar_rechev', 'tozeret_cd', 'sug_degem', 'tozeret_nm', 'degem_cd', 'degem_nm', 'ramat_gimur',
  'ramat_eivzur_betihuty', 'kvutzat_zihum', 'shnat_yitzur', 'degem_manoa', 'mivchan_acharon_dt', 'tokef_dt',
  'baalut', 'misgeret', 'tzeva_cd', 'tzeva_rechev', 'zmig_kidmi', 'zmig_ahori', 'sug_delek_nm', 'horaat_rishum',
  'moed_aliya_lakvish', 'kinuy_mishari',
] as const;

export const CANCELLED_COLUMNS = [
  'mispar_rechev', 'tozeret_cd', 'tozeret_nm', 'degem_cd', 'degem_nm', 'sug_rechev_cd', 'sug_rechev_nm',
  'moed_aliya_lakvish', 'bitul_dt', 'misgeret', 'tozar_manoa', 'degem_manoa', 'mispar_manoa', 'mishkal_kolel',
  'ramat_gimur', 'ramat_eivzur_betihuty', 'kvutzat_zihum', 'shnat_yitzur', 'baalut', 'tzeva_rechev', 'zmig_kidmi',
  'zmig_ahori', 'sug_delek_nm', 'horaat_rishum', 'kinuy_mishari',
] as const;

export const MODEL_COLUMNS = [
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
] as const;

export const MODEL_COUNT_COLUMNS = [
  'sug_degem', 'tozeret_cd', 'tozeret_nm', 'tozar', 'degem_cd', 'degem_nm', 'shnat_yitzur',
  'mispar_rechavim_pailim', 'mispar_rechavim_le_pailim', 'kinuy_mishari',
] as const;

export const RECALL_COLUMNS = [
  'RECALL_ID', 'TOZAR_CD', 'TOZAR_TEUR', 'DEGEM', 'SHNAT_RECALL', 'BUILD_BEGIN_A', 'BUILD_END_A', 'SUG_RECALL',
  'SUG_TAKALA', 'TEUR_TAKALA', 'OFEN_TIKUN', 'TKINA_EU', 'YEVUAN_TEUR', 'TELEPHONE', 'WEBSITE',
] as const;

export const OPEN_RECALL_COLUMNS = [
  'MISPAR_RECHEV', 'RECALL_ID', 'SUG_RECALL', 'SUG_TAKALA', 'TEUR_TAKALA', 'TAARICH_PTICHA',
] as const;

export const PRICE_COLUMNS = [
  'semel_yevuan', 'shem_yevuan', 'sug_degem', 'tozeret_cd', 'tozeret_nm', 'degem_cd', 'degem_nm', 'shnat_yitzur',
  'mehir', 'kinuy_mishari',
] as const;

export const RETROFIT_COLUMNS = ['mispar_rechev', 'updated_dt'] as const;

/** Documented shape of the police by-model theft file (no public by-model release exists to copy a layout from). */
export const THEFT_COLUMNS = ['make', 'model', 'theft_year', 'production_year', 'thefts', 'recovered', 'sample'] as const;

/** Reported national totals, one row per series and year: the published series disagree, so each keeps its source. */
export const NATIONAL_THEFT_COLUMNS = ['series', 'published', 'year', 'thefts', 'approximate', 'note'] as const;
