// The home page's plate check. A text that is not a plate is answered here, in the page's language, before any
// request; a plate goes to the car's page (/vehicle/<plate>), so the person reads the one page model that page and
// its twin are built from, never a second rendering of the answer. The words are the catalogue's, handed over by
// the page in the form's data-words (lib/layout/site-forms.ts, plateCheckWords), so no message formatter ships.
import { status } from './dom.ts';
import { normalisePlate, plateFault, plateFaultText, type PlateFaultWords } from '../../../lib/rules/plate.ts';
import { vehiclePath } from '../../../lib/urls/page-urls.ts';

export function plateCheck(form: HTMLFormElement, input: HTMLInputElement, out: HTMLElement): void {
  const words = JSON.parse(form.dataset.words ?? '{}') as PlateFaultWords & { going: string };
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const fault = plateFault(input.value);
    if (fault !== null) {
      input.setAttribute('aria-invalid', 'true');
      out.replaceChildren(status('error', plateFaultText(fault, words)));
      input.focus();
      return;
    }
    input.removeAttribute('aria-invalid');
    out.replaceChildren(status('info', words.going));
    location.assign(vehiclePath(normalisePlate(input.value)));
  });
}
