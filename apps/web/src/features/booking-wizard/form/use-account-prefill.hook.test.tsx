import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubApi } from '@/testing/api-stub.testing';
import { EMPTY_CONTACT_DETAILS } from '../state/contact-details.atom';
import { availabilityRoute } from '../testing/availability.fixtures';
import { renderWizard } from '../testing/render-wizard.testing';
import { VALID_DRAFT } from '../testing/wizard.fixtures';

const ACCOUNT = { name: 'Robin Account', email: 'robin@example.com', phone: '(512) 555-0142' };

const renderStep3 = (values: typeof VALID_DRAFT) => renderWizard({ step: 3, values }, undefined, { account: ACCOUNT });

beforeEach(() => {
  stubApi({ 'GET /api/custom-games': { body: [] }, 'GET /api/availability': availabilityRoute() });
});

describe("a signed-in parent's step 3", () => {
  it("starts from the account name and e-mail, and the last booking's phone", async () => {
    renderStep3({ ...VALID_DRAFT, parentName: '', parentEmail: '', parentPhone: '' });
    expect(await screen.findByLabelText('Parent name')).toHaveValue('Robin Account');
    expect(screen.getByLabelText('Email')).toHaveValue('robin@example.com');
    expect(screen.getByLabelText('Phone')).toHaveValue('(512) 555-0142');
  });

  it('leaves the child age blank for the parent to type', async () => {
    // A new draft's contact details, as a parent who has not typed any meets them.
    renderStep3({ ...VALID_DRAFT, ...EMPTY_CONTACT_DETAILS });
    expect(await screen.findByLabelText('Child age')).toHaveValue(null);
  });

  it('keeps what the parent typed', async () => {
    renderStep3({ ...VALID_DRAFT, parentName: '', parentEmail: 'typed@example.com', parentPhone: '(512) 555-0199' });
    expect(await screen.findByLabelText('Parent name')).toHaveValue('Robin Account');
    expect(screen.getByLabelText('Email')).toHaveValue('typed@example.com');
    expect(screen.getByLabelText('Phone')).toHaveValue('(512) 555-0199');
  });
});
