import { describe, expect, it } from 'vitest';
import { CARD_YEAR_FIRST } from '../../contract/validation';
import {
  choose,
  click,
  clickWhenShown,
  field,
  helperOf,
  screen,
  type,
  waitFor,
} from '../../../tests/support/component';
import { answer, mockPharmacyApi, ok, refused, renderStorefront } from '../../../tests/support/storefront';
import { serverList } from '../../../tests/support/serverList';
import { CardsTab } from './CardsTab';

mockPharmacyApi();

const saved = {
  id: 1,
  cc_id: 1,
  card_name: 'Carte pro',
  card_number: '**** **** **** 3456',
  card_holder: 'Nadia Cherif',
  exp_month: '09',
  exp_year: String(CARD_YEAR_FIRST + 1),
};

async function openNewCard(t: (key: string) => string) {
  await clickWhenShown(t('shop.profile.cards.add'));
  return screen.findByRole('dialog', { name: t('shop.profile.cards.addTitle') });
}

/** Opens the new-card dialog and fills it with the test card the server answers with (`saved`). */
async function fillNewCard(t: (key: string) => string) {
  const dialog = await openNewCard(t);
  type(field(t('shop.profile.cards.name'), dialog), 'Carte pro');
  type(field(t('shop.profile.cards.number'), dialog), '9123 4567 8912 3456');
  type(field(t('shop.profile.cards.holder'), dialog), 'Nadia Cherif');
  type(field(t('shop.profile.cards.cvv'), dialog), '123');
  await choose(t('shop.profile.cards.month'), '09');
  await choose(t('shop.profile.cards.year'), String(CARD_YEAR_FIRST + 1));
}

describe('cards tab', () => {
  it('requires every field of a new card and checks them with the shared rules, sending nothing', async () => {
    answer('get', '/pharmacy/get_my_cc', () => ok([]));
    const sent = answer('post', '/pharmacy/add_cc', () => ok([]));
    const { t } = renderStorefront(<CardsTab />, { lang: 'fr' });
    const dialog = await openNewCard(t);
    click(t('shop.profile.cards.save'));
    await waitFor(() =>
      expect(helperOf(field(t('shop.profile.cards.name'), dialog))).toBe(t('shop.profile.cards.required')),
    );
    for (const key of ['number', 'holder', 'cvv'])
      expect(helperOf(field(t(`shop.profile.cards.${key}`), dialog)), key).toBe(t('shop.profile.cards.required'));
    type(field(t('shop.profile.cards.number'), dialog), '4111 1111 1111 1111');
    type(field(t('shop.profile.cards.holder'), dialog), 'N4');
    type(field(t('shop.profile.cards.cvv'), dialog), '12');
    click(t('shop.profile.cards.save'));
    await waitFor(() =>
      expect(helperOf(field(t('shop.profile.cards.number'), dialog))).toBe(t('validation.cardNumber')),
    );
    expect(helperOf(field(t('shop.profile.cards.holder'), dialog))).toBe(t('validation.cardHolder'));
    expect(helperOf(field(t('shop.profile.cards.cvv'), dialog))).toBe(t('validation.cvv'));
    expect(sent).toEqual([]);
  });

  it('sends one card on a double click, Save disabled until the server answers (issue 26 §7)', async () => {
    const cards = serverList<typeof saved>('/pharmacy/get_my_cc', []);
    let release!: () => void;
    const sent = answer(
      'post',
      '/pharmacy/add_cc',
      () => new Promise<Response>((resolve) => (release = () => resolve(cards.set([saved])))),
    );
    const { t } = renderStorefront(<CardsTab />);
    await fillNewCard(t);
    click(t('shop.profile.cards.save'));
    click(t('shop.profile.cards.save'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(screen.getByTestId('card-save')).toBeDisabled();
    release();
    expect(await screen.findByText(saved.card_number, { exact: false })).toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });

  it('sends a new card without the spaces of its number and lists what the server answers', async () => {
    const cards = serverList<typeof saved>('/pharmacy/get_my_cc', []);
    const sent = answer('post', '/pharmacy/add_cc', () => cards.set([saved]));
    const { t } = renderStorefront(<CardsTab />);
    await fillNewCard(t);
    click(t('shop.profile.cards.save'));
    expect(await screen.findByText(saved.card_number, { exact: false })).toBeInTheDocument();
    expect(sent).toEqual([
      {
        card_name: 'Carte pro',
        card_number: '9123456789123456',
        card_holder: 'Nadia Cherif',
        exp_month: '09',
        exp_year: String(CARD_YEAR_FIRST + 1),
        cvv: '123',
      },
    ]);
    expect(await screen.findByText(t('shop.profile.cards.added'))).toBeInTheDocument();
  });

  it("keeps the saved number when editing with an empty one, and shows the server's refusal in the dialog", async () => {
    answer('get', '/pharmacy/get_my_cc', () => ok([saved]));
    const sent = answer('put', '/pharmacy/update_cc', () => refused(4003, 'Titulaire refusé.'));
    const { t } = renderStorefront(<CardsTab />);
    await clickWhenShown(t('shop.profile.cards.edit'));
    const dialog = await screen.findByRole('dialog', { name: t('shop.profile.cards.editTitle') });
    expect(field(t('shop.profile.cards.number'), dialog)).toHaveValue('');
    type(field(t('shop.profile.cards.holder'), dialog), 'Nadia Benali');
    click(t('shop.profile.cards.save'));
    expect(await screen.findByTestId('card-error')).toHaveTextContent('Titulaire refusé.');
    expect(sent).toEqual([
      {
        card_name: 'Carte pro',
        card_number: '',
        card_holder: 'Nadia Benali',
        exp_month: '09',
        exp_year: String(CARD_YEAR_FIRST + 1),
        cvv: '',
        cc_id: 1,
      },
    ]);
  });

  it('deletes a card once confirmed and lists the cards left', async () => {
    const cards = serverList('/pharmacy/get_my_cc', [saved]);
    const sent = answer('delete', '/pharmacy/delete_cc', () => cards.set([]));
    const { t } = renderStorefront(<CardsTab />);
    await clickWhenShown(t('shop.profile.cards.delete'));
    await clickWhenShown(t('shop.profile.confirm.yes'));
    expect(await screen.findByText(t('shop.profile.cards.none'))).toBeInTheDocument();
    expect(await screen.findByText(t('shop.profile.cards.deleted'))).toBeInTheDocument();
    expect(sent).toEqual([{ cc_id: 1 }]);
  });
});
