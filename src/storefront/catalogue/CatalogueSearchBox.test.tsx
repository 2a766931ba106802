import { fireEvent } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useParams } from 'react-router-dom';
import { screen, type, waitFor, within } from '../../../tests/support/component';
import { answerQuery } from '../../../tests/support/shopApi';
import { mockPharmacyApi, ok, renderStorefront } from '../../../tests/support/storefront';
import { formatDZD } from '../../contract/constants';
import { CatalogueSearchBox } from './CatalogueSearchBox';

mockPharmacyApi();

const suggestion = (id: number, name: string, quantity = 20) => ({
  id,
  ref: `REF-${id}`,
  name,
  price: 1000 + id,
  quantity,
  mainImage: null,
  default_image: null,
});

function OpenedProduct() {
  return <div data-testid="opened">{useParams().id}</div>;
}

function Box({ onEnter }: { onEnter: () => void }) {
  const [typed, setTyped] = useState('');
  return <CatalogueSearchBox typed={typed} onType={setTyped} onEnter={onEnter} />;
}

function searchBox(lang: 'en' | 'ar' = 'en') {
  const onEnter = vi.fn();
  const view = renderStorefront(<Box onEnter={onEnter} />, {
    lang,
    otherPages: { '/post/:id/detail': <OpenedProduct /> },
  });
  return { ...view, onEnter, input: screen.getByTestId('product-search') };
}

describe('the search box suggestions (issue 31)', () => {
  let asked: Record<string, string>[];
  beforeEach(() => {
    asked = answerQuery('/pharmacy/search_suggestions', (q) =>
      ok(
        q.q?.startsWith('كري')
          ? [suggestion(7, 'كريمة مرطبة'), suggestion(8, 'كريم واقي من الشمس', 0)]
          : [suggestion(1, 'Crème hydratante'), suggestion(2, 'Crème de nuit', 3)],
      ),
    );
  });

  it('lists the suggestions with price and stock, the searched letters marked, once typing pauses', async () => {
    const { input, t } = searchBox();
    type(input, 'c');
    type(input, 'cr');
    type(input, 'crem');
    const list = await screen.findByTestId('search-suggestions');
    expect(asked).toEqual([{ q: 'crem' }]);
    const options = within(list).getAllByRole('option');
    expect(options).toHaveLength(2);
    expect(options[0]).toHaveTextContent('Crème hydratante');
    expect(options[0]).toHaveTextContent(formatDZD(1001, 'en'));
    expect(within(options[1]!).getByText(t('shop.stock.low', { smart_count: 3 }))).toBeInTheDocument();
    expect(within(options[0]!).getByText('Crèm', { selector: 'mark' })).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', list.id);
  });

  it('moves through the suggestions with the arrows and opens the chosen one with Enter', async () => {
    const { input, onEnter } = searchBox();
    type(input, 'creme');
    await screen.findByTestId('search-suggestions');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const options = screen.getAllByRole('option');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input).not.toHaveAttribute('aria-activedescendant');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByTestId('opened')).toHaveTextContent('2');
    expect(onEnter).not.toHaveBeenCalled();
  });

  it('Enter on no suggestion opens the full results, as a barcode scanner ends its code', async () => {
    const { input, onEnter } = searchBox();
    type(input, 'creme');
    await screen.findByTestId('search-suggestions');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onEnter).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('opened')).toBeNull();
    expect(screen.queryByTestId('search-suggestions')).toBeNull();
  });

  it('keeps every letter of a fast scan and asks once', async () => {
    const { input, onEnter } = searchBox();
    const code = '6111250000123';
    for (let i = 1; i <= code.length; i++) type(input, code.slice(0, i));
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(input).toHaveValue(code);
    expect(onEnter).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(asked).toEqual([{ q: code }]));
  });

  it('Escape closes the list; a click picks a suggestion', async () => {
    const { input } = searchBox();
    type(input, 'creme');
    await screen.findByTestId('search-suggestions');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByTestId('search-suggestions')).toBeNull();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.click(screen.getAllByRole('option')[0]!);
    expect(await screen.findByTestId('opened')).toHaveTextContent('1');
  });

  it('suggests in Arabic, the typed letters marked across letter variants', async () => {
    const { input } = searchBox('ar');
    type(input, 'كريمه');
    const list = await screen.findByTestId('search-suggestions');
    const first = within(list).getAllByRole('option')[0]!;
    expect(first).toHaveTextContent('كريمة مرطبة');
    expect(within(first).getByText('كريمة', { selector: 'mark' })).toBeInTheDocument();
  });
});
