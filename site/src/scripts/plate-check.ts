// The home page's plate check. A text that is not a plate is answered here, in Hebrew, before any request; a plate
// goes to the car's page (/vehicle/<plate>), so the person reads the one page model that page and its twin are
// built from, never a second rendering of the answer.
import { status } from './dom.ts';
import { normalisePlate, plateProblemHe } from '../../../lib/rules/plate.ts';
import { vehiclePath } from '../../../lib/urls/page-urls.ts';

export function plateCheck(form: HTMLFormElement, input: HTMLInputElement, out: HTMLElement): void {
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const problem = plateProblemHe(input.value);
    if (problem !== null) {
      input.setAttribute('aria-invalid', 'true');
      out.replaceChildren(status('error', problem));
      input.focus();
      return;
    }
    input.removeAttribute('aria-invalid');
    out.replaceChildren(status('info', 'עוברים לדף הרכב…'));
    location.assign(vehiclePath(normalisePlate(input.value)));
  });
}
