import { fireEvent } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithAdmin, screen, waitFor } from '../../../tests/support/component';
import { MAX_IMAGE_BYTES } from '../../contract/constants';
import { ProductCreateDialog } from './ProductDialogs';

/** The add form's pictures: every file refused before the upload is named, with its own reason (issue 27 §14). */
const pick = (files: File[]) => fireEvent.change(screen.getByTestId('pick-images-input'), { target: { files } });
const png = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'image/png' });

beforeEach(() => {
  vi.spyOn(URL, 'createObjectURL').mockImplementation((f) => `blob:${(f as File).name}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});

const dataProvider = { getList: vi.fn(async () => ({ data: [], total: 0 })) };

describe('the product pictures picker', () => {
  it('names each refused file with its reason and keeps the good one', async () => {
    const { t } = renderWithAdmin(<ProductCreateDialog open onClose={() => {}} />, { dataProvider });
    pick([
      png('fine.png'),
      new File(['text'], 'notes.txt', { type: 'text/plain' }),
      png('heavy.png', MAX_IMAGE_BYTES + 1),
    ]);
    const list = `${t('admin.imageInvalid', { name: 'notes.txt' })} ${t('admin.imageTooHeavy', { name: 'heavy.png' })}`;
    expect(await screen.findByText(t('admin.imagesRefused', { list }))).toBeInTheDocument();
    expect(
      screen.getByText(
        'Files refused: The file "notes.txt" is not a valid JPEG, PNG or WebP image. The file "heavy.png" weighs more than 5 MB (5 MB max).',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('picked-image-0')).toBeInTheDocument());
    expect(screen.queryByTestId('picked-image-1')).toBeNull();
  });

  it('one refused file is named alone, in the user’s language', async () => {
    renderWithAdmin(<ProductCreateDialog open onClose={() => {}} />, { dataProvider, lang: 'fr' });
    pick([png('lourde.png', MAX_IMAGE_BYTES + 1)]);
    expect(await screen.findByText('Le fichier « lourde.png » pèse plus de 5 Mo (5 Mo au plus).')).toBeInTheDocument();
    expect(screen.queryByTestId('picked-image-0')).toBeNull();
  });
});
