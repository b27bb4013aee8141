import { TRANSLATED } from '#domain/translated';
import { describe, expect, it } from 'vitest';
import {
  countLackingEnglish,
  englishDraft,
  englishState,
  isEnglishField,
  lackingLine,
  lacksEnglish,
  missingEnglish,
  textEnglishState,
} from './english';

const DISHES = { one: 'piatto', many: 'piatti', all: 'Tutti i piatti hanno l’inglese' };

describe('what still lacks English', () => {
  it('is a text written in Italian with its English empty, null or blank', () => {
    const dish = { name: 'Risotto giallo', description: 'Allo zafferano', nameEn: 'Saffron risotto', descriptionEn: null };
    expect(missingEnglish(dish, TRANSLATED.dish)).toEqual(['description']);
    expect(lacksEnglish({ ...dish, descriptionEn: '  ' }, TRANSLATED.dish)).toBe(true);
    expect(lacksEnglish({ ...dish, descriptionEn: 'With saffron' }, TRANSLATED.dish)).toBe(false);
    // A record read before the English columns, or without them: all missing.
    expect(missingEnglish({ title: 'Primi' }, TRANSLATED.section)).toEqual(['title']);
  });

  it('is never an Italian text left empty (an optional one), nor the original the catalogue translates', () => {
    const gallery = { title: 'La sala', titleEn: 'The room', description: '', descriptionEn: '' };
    expect(lacksEnglish(gallery, TRANSLATED.gallery)).toBe(false);
    expect(lacksEnglish({ ...gallery, description: null }, TRANSLATED.gallery)).toBe(false);
    const event = { title: 'Serata', titleEn: 'Evening', content: 'Vino', contentEn: 'Wine', eventDateTime: 'Sabato', eventDateTimeEn: '' };
    expect(missingEnglish(event, TRANSLATED.event)).toEqual(['eventDateTime']);
    expect(missingEnglish({ alt: 'Il risotto' }, ['alt'], { alt: 'Il risotto' })).toEqual([]);
    expect(missingEnglish({ alt: 'Il nostro risotto' }, ['alt'], { alt: 'Il risotto' })).toEqual(['alt']);
  });

  it('is counted over a list, and said in a short line', () => {
    const sections = [{ title: 'Primi', titleEn: 'First courses' }, { title: 'Secondi', titleEn: null }, { title: 'Dolci' }];
    expect(countLackingEnglish(sections, TRANSLATED.section)).toBe(2);
    expect(lackingLine(3, DISHES)).toBe('3 piatti senza inglese');
    expect(lackingLine(1, DISHES)).toBe('1 piatto senza inglese');
    expect(lackingLine(0, DISHES)).toBe('Tutti i piatti hanno l’inglese');
  });

  it('says a record’s state at a glance: missing, done, or nothing to translate yet', () => {
    expect(englishState({ title: 'Primi', titleEn: '' }, ['title'])).toBe('missing');
    expect(englishState({ title: 'Primi', titleEn: 'Starters' }, ['title'])).toBe('done');
    expect(englishState({ title: '', titleEn: '' }, ['title'])).toBe('none');
    // Some English written does not hide what is still missing.
    expect(englishState({ name: 'Risotto', nameEn: 'Risotto', description: 'Giallo', descriptionEn: '' }, ['name', 'description'])).toBe(
      'missing',
    );
  });

  it('of a page text: only a text rewritten in Italian needs its English', () => {
    expect(textEnglishState('Benvenuti', '', 'Benvenuti')).toBe('none');
    expect(textEnglishState('Benvenuti da noi', '', 'Benvenuti')).toBe('missing');
    expect(textEnglishState('Benvenuti da noi', 'Welcome to ours', 'Benvenuti')).toBe('done');
    expect(textEnglishState('Benvenuti', 'Welcome, friends', 'Benvenuti')).toBe('done');
  });
});

describe('the English fields of a form', () => {
  it('start from the record’s English, or empty', () => {
    expect(englishDraft({ name: 'Risotto', nameEn: 'Saffron risotto', descriptionEn: null }, TRANSLATED.dish)).toEqual({
      nameEn: 'Saffron risotto',
      descriptionEn: '',
    });
    expect(englishDraft(undefined, TRANSLATED.event)).toEqual({
      titleEn: '',
      contentEn: '',
      eventDateTimeEn: '',
      pricePerPersonEn: '',
      setMenuEn: '',
    });
  });

  it('are told apart in a refusal', () => {
    expect(isEnglishField('nameEn')).toBe(true);
    expect(isEnglishField('eventDateTimeEn')).toBe(true);
    expect(isEnglishField('name')).toBe(false);
    expect(isEnglishField('En')).toBe(false);
    expect(isEnglishField(undefined)).toBe(false);
  });
});
