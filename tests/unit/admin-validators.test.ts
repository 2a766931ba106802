import { describe, expect, it } from 'vitest';
import {
  adminPharmacyForm,
  categoryForm,
  franchiseForm,
  franchiseSubForm,
  productForm,
} from '../../src/contract/forms';
import { fieldValidator, formValidators } from '../../src/resources/validators';

/** The admin forms check in the browser exactly what the server checks (src/contract/forms.ts). */
describe('FormSpec → react-admin validators', () => {
  const run = (v: ReturnType<typeof fieldValidator>, value: unknown) => (v as (value: unknown) => unknown)(value);

  it('answers the message key of the first failed rule, nothing when valid', () => {
    const v = formValidators(franchiseForm);
    expect(run(v.first_name!, '')).toBe('validation.required');
    expect(run(v.first_name!, 'J')).toBe('validation.name');
    expect(run(v.first_name!, 'Jo')).toBeUndefined(); // two letters are a name (Li, D48)
    expect(run(v.first_name!, 'Karim')).toBeUndefined();
    expect(run(v.email!, 'a@b')).toBe('validation.email');
    expect(run(v.Id_type!, 3)).toBe('validation.idType');
    expect(run(v.phone2!, '')).toBeUndefined();
  });

  const required = (v: unknown) => (v as { isRequired?: boolean }).isRequired;
  it('marks required fields, descriptions included', () => {
    expect(required(fieldValidator(franchiseForm, 'first_name'))).toBe(true);
    expect(required(fieldValidator(franchiseForm, 'phone2'))).toBe(false);
    expect(required(fieldValidator(franchiseSubForm, 'phone2'))).toBe(true);
    expect(required(fieldValidator(productForm, 'descriptionFr'))).toBe(true);
    expect(required(fieldValidator(categoryForm, 'descriptionEN'))).toBe(true);
  });

  it('checks the pharmacy form with the wilaya and the franchisee', () => {
    const v = formValidators(adminPharmacyForm);
    expect(run(v.franchise_fk!, null)).toBe('validation.required');
    expect(run(v.franchise_fk!, 'x')).toBe('validation.id');
    expect(run(v.franchise_fk!, 12)).toBeUndefined();
    expect(run(v.rc!, '123456 B16/20')).toBeUndefined();
    expect(run(v.poc_email!, '')).toBeUndefined();
  });

  it('accepts the real names of D21 in the forms, as the server does', () => {
    const pharmacy = formValidators(adminPharmacyForm);
    for (const name of ["Pharmacie de l'Espoir", 'Pharmacie Ibn-Sina', 'Pharmacie du 1er Novembre'])
      expect(run(pharmacy.pharm_name!, name)).toBeUndefined();
    for (const address of ['Bt 12 n°3', 'Lot 12/3', 'Résidence #4, Hydra'])
      expect(run(pharmacy.adress1!, address)).toBeUndefined();
    expect(run(pharmacy.pharm_name!, 'Pharma@home')).toBe('validation.businessName');
    expect(run(pharmacy.poc_last_name!, "Aït-O'Brien")).toBeUndefined();
    const franchisee = formValidators(franchiseForm);
    expect(run(franchisee.first_name!, "O'Neil")).toBeUndefined();
    expect(run(franchisee.last_name!, 'Ben-Ali')).toBeUndefined();
    expect(run(franchisee.last_name!, 'Ben Ali 2')).toBe('validation.name');
    expect(run(formValidators(productForm).name!, 'Vitamine C 500 mg (x30) 1/2')).toBeUndefined();
    expect(run(formValidators(categoryForm).nameFR!, "Soins d'été")).toBeUndefined();
  });
});
