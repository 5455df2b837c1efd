import { ADMIN_ACTION_MESSAGES as M, ADMIN_NOTE_MAX, type AdminNoteRequest } from './admin-actions.contract';
import { RequiredText } from '../validation/required-text.decorator';

/** POST /api/admin/bookings/:id/notes. */
export class AdminNoteDto implements AdminNoteRequest {
  @RequiredText(ADMIN_NOTE_MAX, { required: M.noteRequired, tooLong: M.noteTooLong })
  note: string;
}
