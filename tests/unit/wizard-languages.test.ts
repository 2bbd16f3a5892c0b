import { describe, expect, it } from 'vitest';
import {
  WIZARD_DEFAULTS,
  chooseTypeData,
  generateFields,
  parseSaved,
  type WizardData,
} from '../../src/features/wizard/wizard.ts';
import {
  LANGUAGE_OPTIONS,
  languageChoiceFor,
  savedLanguageChoice,
} from '../../src/features/wizard/wizard-languages.ts';
import { generateWebsiteSchema } from '../../src/schemas/wizard.ts';
import { LANGUAGE_CHOICES } from '../../src/shared/languages.ts';

const ready: WizardData = {
  ...chooseTypeData(WIZARD_DEFAULTS, 'Cafe'),
  business_name: 'Café du Quai',
  business_brief_explanation: 'Coffee and pastries by the water, every morning.',
  contact_number: '+1 418-555-0101',
  contact_email: 'bonjour@cafeduquai.example.ca',
};

describe('the wizard language question (issue 31)', () => {
  it('offers the four choices, each once, English first', () => {
    expect(LANGUAGE_OPTIONS.map((o) => o.value)).toEqual([...LANGUAGE_CHOICES]);
    expect(LANGUAGE_OPTIONS.map((o) => o.label)).toEqual([
      'English',
      'Français',
      'English and French (English first)',
      'Français et anglais (français d’abord)',
    ]);
  });

  it('has no answer until the owner chooses, and keeps a chosen one in the saved data', () => {
    expect(WIZARD_DEFAULTS.languages).toBe('');
    expect(parseSaved(JSON.stringify({ languages: 'fr-en' })).languages).toBe('fr-en');
    expect(parseSaved(JSON.stringify({ languages: 'de' })).languages).toBe('');
    expect(parseSaved(JSON.stringify({ languages: 3 })).languages).toBe('');
    expect(savedLanguageChoice('en-fr')).toBe('en-fr');
    expect(savedLanguageChoice(null)).toBe('');
  });

  it('defaults from the province: Quebec is French first with English, elsewhere English; a chosen answer wins', () => {
    expect(languageChoiceFor('', 'QC')).toBe('fr-en');
    expect(languageChoiceFor('', 'qc')).toBe('fr-en');
    expect(languageChoiceFor('', 'ON')).toBe('en');
    expect(languageChoiceFor('', null)).toBe('en');
    expect(languageChoiceFor('en', 'QC')).toBe('en');
    expect(languageChoiceFor('fr', 'NB')).toBe('fr');
  });

  it('sends the answer as `languages` with the generation request, and the server schema takes it', () => {
    expect(generateFields(ready).languages).toBe('en');
    expect(generateFields(ready, 'QC').languages).toBe('fr-en');
    expect(generateFields({ ...ready, languages: 'en-fr' }, 'QC').languages).toBe('en-fr');
    for (const choice of LANGUAGE_CHOICES) {
      const parsed = generateWebsiteSchema.safeParse(generateFields({ ...ready, languages: choice }));
      expect(parsed.success && parsed.data.languages).toBe(choice);
    }
    expect(generateWebsiteSchema.safeParse({ ...generateFields(ready), languages: 'de' }).success).toBe(false);
  });
});
