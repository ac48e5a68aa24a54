// Display names of the safety systems the model table flags (keys as in lib/shards/common.ts). The Arabic names are
// literal translations by the project of the Hebrew ones (the ministry names them in Hebrew only).
import type { z } from 'zod';
import type { SafetySystemKey } from '../shards/common.ts';

export const SAFETY_LABELS: Record<z.infer<typeof SafetySystemKey>, { he: string; ar: string; en: string }> = {
  abs: { he: 'בלמי ABS', ar: 'مكابح ABS', en: 'ABS brakes' },
  stability_control: { he: 'בקרת יציבות', ar: 'التحكم في الثبات', en: 'Stability control' },
  lane_departure_warning: { he: 'בקרת סטייה מנתיב', ar: 'مراقبة الانحراف عن المسار', en: 'Lane departure warning' },
  forward_distance_monitoring: { he: 'ניטור מרחק מלפנים', ar: 'مراقبة المسافة الأمامية', en: 'Forward distance monitoring' },
  blind_spot_detection: { he: 'זיהוי בשטח מת', ar: 'كشف النقطة العمياء', en: 'Blind spot detection' },
  adaptive_cruise_control: { he: 'בקרת שיוט אדפטיבית', ar: 'مثبّت السرعة التكيّفي', en: 'Adaptive cruise control' },
  pedestrian_detection: { he: 'זיהוי הולכי רגל', ar: 'كشف المشاة', en: 'Pedestrian detection' },
  brake_assist: { he: 'מערכת עזר לבלימה', ar: 'نظام مساعدة الكبح', en: 'Brake assist' },
  reversing_camera: { he: 'מצלמת רוורס', ar: 'كاميرا الرجوع إلى الخلف', en: 'Reversing camera' },
  tyre_pressure_monitoring: { he: 'חיישני לחץ אוויר בצמיגים', ar: 'حساسات ضغط الهواء في الإطارات', en: 'Tyre pressure monitoring' },
  seatbelt_warning: { he: 'חיישני חגורות', ar: 'حساسات أحزمة الأمان', en: 'Seatbelt warning' },
  automatic_headlights: { he: 'תאורה אוטומטית בנסיעה קדימה', ar: 'إضاءة تلقائية عند القيادة إلى الأمام', en: 'Automatic headlights' },
  automatic_high_beams: { he: 'שליטה אוטומטית באורות גבוהים', ar: 'تحكم تلقائي في الأضواء العالية', en: 'Automatic high beams' },
  traffic_sign_recognition: { he: 'זיהוי תמרורי תנועה', ar: 'التعرّف على إشارات المرور', en: 'Traffic sign recognition' },
  reverse_automatic_braking: {
    he: 'בלימה אוטומטית בנסיעה לאחור',
    ar: 'كبح تلقائي عند الرجوع إلى الخلف',
    en: 'Automatic braking in reverse',
  },
  speed_assist: { he: 'בקרת מהירות חכמה', ar: 'التحكم الذكي في السرعة', en: 'Intelligent speed assistance' },
  cyclist_pedestrian_emergency_braking: {
    he: 'בלימת חירום לפני הולכי רגל ורוכבי אופניים',
    ar: 'كبح طارئ أمام المشاة وراكبي الدراجات',
    en: 'Emergency braking for pedestrians and cyclists',
  },
  alcohol_interlock: { he: 'מנעול אלכוהול', ar: 'قفل الكحول', en: 'Alcohol interlock' },
};
