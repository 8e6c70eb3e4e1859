// An alert at the top of the modal when the app's configuration cannot work (no project id).

import { ErrorMessages } from '../../core/errors/messages.js';
import { useModalInstance } from '../../react/context.js';
import { errorText } from './ui.css.js';

export function ConfigAlert() {
  const { options } = useModalInstance();
  if (options.projectId) return null;
  return (
    <p className={errorText} role="alert">
      {ErrorMessages.PROJECT_ID_NOT_CONFIGURED}
    </p>
  );
}
