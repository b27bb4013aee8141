import { describe, expect, it } from 'vitest';
import { galleryInput } from '#domain/albums/schemas';
import { menuItemInput } from '#domain/menu/schemas';
import { checkForm, positionToSend } from './form-check';

const item = { sectionId: 1, name: 'Risotto', description: 'Allo zafferano', price: '€14', position: 2, isActive: true };
const rules = { required: ['name', 'description', 'price'], requiredMessage: 'Compila tutti i campi', position: true };

describe('checkForm', () => {
  it('says the required-fields sentence first, pointing at the first blank field', () => {
    expect(checkForm(menuItemInput, { ...item, description: '   ', price: '' }, rules).problem).toEqual({
      field: 'description',
      message: 'Compila tutti i campi',
    });
  });

  it('goes on to say which field is missing, where the form asks', () => {
    const dish = { name: 'Risotto', description: 'Allo zafferano', image: '', position: 1, isActive: true };
    const which = { required: ['name', 'description', 'image'], requiredMessage: 'Compila tutti i campi', sayWhich: true };
    expect(checkForm(menuItemInput, dish, which).problem?.message).toBe('Compila tutti i campi: manca la foto');
    expect(checkForm(menuItemInput, { ...dish, name: ' ' }, which).problem?.message).toBe('Compila tutti i campi: manca il nome');
  });

  it('then a position below 1, when the form asks for it', () => {
    expect(checkForm(menuItemInput, { ...item, position: 0 }, rules).problem?.message).toBe(
      'La posizione deve essere un numero da 1 in su',
    );
    expect(checkForm(menuItemInput, { ...item, position: 0 }, { ...rules, position: false }).problem).toBeUndefined();
  });

  it("sends no position for a new record's empty field (the Worker puts it last), and checks every other", () => {
    expect(positionToSend('', true)).toBeUndefined();
    expect(positionToSend(' ', true)).toBeUndefined();
    expect(positionToSend('4', true)).toBe(4);
    // Emptied on a saved record it is no position at all: refused as before.
    expect(positionToSend('', false)).toBe(0);
    const { position: _, ...withoutPosition } = item;
    expect(checkForm(menuItemInput, withoutPosition, rules).problem).toBeUndefined();
    expect(checkForm(menuItemInput, { ...item, position: positionToSend('', false) }, rules).problem?.field).toBe('position');
  });

  it("then the shared schema's first problem, and otherwise the parsed record", () => {
    const long = checkForm(
      galleryInput,
      { title: 'x'.repeat(500), position: 1, isActive: true },
      { required: ['title'], requiredMessage: '-' },
    );
    expect(long.problem?.field).toBe('title');
    expect(long.problem?.message).toBe('Massimo 200 caratteri');
    expect(checkForm(menuItemInput, item, rules).data).toMatchObject({ name: 'Risotto', position: 2 });
  });
});
