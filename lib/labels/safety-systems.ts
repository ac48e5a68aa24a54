// Display names of the safety systems the model table flags (keys as in lib/shards/common.ts).
import type { z } from 'zod';
import type { SafetySystemKey } from '../shards/common.ts';

export const SAFETY_LABELS: Record<z.infer<typeof SafetySystemKey>, { he: string; en: string }> = {
  abs: { he: 'בלמי ABS', en: 'ABS brakes' },
  stability_control: { he: 'בקרת יציבות', en: 'Stability control' },
  lane_departure_warning: { he: 'בקרת סטייה מנתיב', en: 'Lane departure warning' },
  forward_distance_monitoring: { he: 'ניטור מרחק מלפנים', en: 'Forward distance monitoring' },
  blind_spot_detection: { he: 'זיהוי בשטח מת', en: 'Blind spot detection' },
  adaptive_cruise_control: { he: 'בקרת שיוט אדפטיבית', en: 'Adaptive cruise control' },
  pedestrian_detection: { he: 'זיהוי הולכי רגל', en: 'Pedestrian detection' },
  brake_assist: { he: 'מערכת עזר לבלימה', en: 'Brake assist' },
  reversing_camera: { he: 'מצלמת רוורס', en: 'Reversing camera' },
  tyre_pressure_monitoring: { he: 'חיישני לחץ אוויר בצמיגים', en: 'Tyre pressure monitoring' },
  seatbelt_warning: { he: 'חיישני חגורות', en: 'Seatbelt warning' },
  automatic_headlights: { he: 'תאורה אוטומטית בנסיעה קדימה', en: 'Automatic headlights' },
  automatic_high_beams: { he: 'שליטה אוטומטית באורות גבוהים', en: 'Automatic high beams' },
  traffic_sign_recognition: { he: 'זיהוי תמרורי תנועה', en: 'Traffic sign recognition' },
  reverse_automatic_braking: { he: 'בלימה אוטומטית בנסיעה לאחור', en: 'Automatic braking in reverse' },
  speed_assist: { he: 'בקרת מהירות חכמה', en: 'Intelligent speed assistance' },
  cyclist_pedestrian_emergency_braking: {
    he: 'בלימת חירום לפני הולכי רגל ורוכבי אופניים',
    en: 'Emergency braking for pedestrians and cyclists',
  },
  alcohol_interlock: { he: 'מנעול אלכוהול', en: 'Alcohol interlock' },
};
