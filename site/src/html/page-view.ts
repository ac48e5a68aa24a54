// What a catalog page hands the layout: its body as one HTML string, its breadcrumbs and what it is about.
// Catalog pages are tens of thousands at national scale, so their bodies are built as strings by plain
// functions (one per page type) instead of Astro components rendered expression by expression.
export interface Crumb { label: string; href: string }

export interface PageView {
  html: string;
  crumbs: Crumb[];
  /** schema.org object the page is about, added to its WebPage. */
  about: Record<string, unknown>;
  offerCallback: boolean;
}

/** The links every car page ends with, to the insurance rule pages. */
export const insuranceLinks = (note: string) => '<h2>ביטוח</h2><ul>'
  + `<li><a href="/standard-policy">מה מבטיחה הפוליסה התקנית לפי גיל הרכב</a>${note}</li>`
  + '<li><a href="/chova-factors">אילו נתונים משפיעים על מחיר ביטוח החובה</a></li></ul>';
