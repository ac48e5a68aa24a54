// The home page's plate check. A text that is not a plate is answered here, in the page's language, before any
// request; a plate goes to the car's page in that language (/vehicle/<plate>, /ar/vehicle/<plate>), so the person
// reads the one page model that page and its twin are built from, never a second rendering of the answer.
import { status } from './dom.ts';
import { normalisePlate, plateFault, plateFaultText, type PlateFaultWords } from '../../../lib/rules/plate.ts';
import { vehiclePath } from '../../../lib/urls/page-urls.ts';

/** The words the script shows, from the page's language's catalogues (lib/layout/site-forms.ts, plateCheckWords). */
export type PlateCheckWords = PlateFaultWords & { going: string };

function problem(text: string, words: PlateCheckWords, locale: string): string | null {
  const fault = plateFault(text);
  return fault === null ? null : plateFaultText(fault, words, locale);
}

export function plateCheck(form: HTMLFormElement, input: HTMLInputElement, out: HTMLElement): void {
  const words = JSON.parse(form.dataset.words ?? '{}') as PlateCheckWords;
  const locale = form.dataset.locale ?? 'he';
  // The form's action is /vehicle in the page's language; the car's page is beneath it.
  const prefix = new URL(form.action).pathname.slice(0, -'/vehicle'.length);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const said = problem(input.value, words, locale);
    if (said !== null) {
      input.setAttribute('aria-invalid', 'true');
      out.replaceChildren(status('error', said));
      input.focus();
      return;
    }
    input.removeAttribute('aria-invalid');
    out.replaceChildren(status('info', words.going));
    location.assign(prefix + vehiclePath(normalisePlate(input.value)));
  });
}
