import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubApi } from '@/testing/api-stub.testing';
import { availabilityRoute } from '../testing/availability.fixtures';
import { renderWizard } from '../testing/render-wizard.testing';
import { VALID_DRAFT } from '../testing/wizard.fixtures';

const ACCOUNT = { name: 'Robin Account', email: 'robin@example.com' };

const renderStep3 = (values: typeof VALID_DRAFT) => renderWizard({ step: 3, values }, undefined, { account: ACCOUNT });

beforeEach(() => {
  stubApi({ 'GET /api/custom-games': { body: [] }, 'GET /api/availability': availabilityRoute() });
});

describe("a signed-in parent's step 3", () => {
  it('starts from the account name and e-mail', async () => {
    renderStep3({ ...VALID_DRAFT, parentName: '', parentEmail: '' });
    expect(await screen.findByLabelText('Parent name')).toHaveValue('Robin Account');
    expect(screen.getByLabelText('Email')).toHaveValue('robin@example.com');
  });

  it('keeps what the parent typed', async () => {
    renderStep3({ ...VALID_DRAFT, parentName: '', parentEmail: 'typed@example.com' });
    expect(await screen.findByLabelText('Parent name')).toHaveValue('Robin Account');
    expect(screen.getByLabelText('Email')).toHaveValue('typed@example.com');
  });
});
