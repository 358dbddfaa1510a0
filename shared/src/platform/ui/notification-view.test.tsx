// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { NotificationType } from '../contracts/services';
import { NotificationView } from './notification-view';

describe('NotificationView', () => {
  it.each<[NotificationType, 'alert' | 'status']>([
    ['error', 'alert'],
    ['warning', 'alert'],
    ['success', 'status'],
    ['info', 'status'],
  ])('announces a %s notification with role %s', (type, role) => {
    render(<NotificationView type={type}>Artikel wurde hinzugefügt.</NotificationView>);
    expect(screen.getByRole(role).textContent).toBe('Artikel wurde hinzugefügt.');
    expect(screen.queryByRole(role === 'alert' ? 'status' : 'alert')).not.toBeInTheDocument();
  });

  it('has no close button when it goes away by itself', () => {
    render(<NotificationView type="success">Gespeichert.</NotificationView>);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers a named close button for a persistent notification, outside the announced text', async () => {
    const onClose = vi.fn();
    render(
      <NotificationView type="warning" onClose={onClose} closeLabel="Hinweis schließen">
        Sie sind offline.
      </NotificationView>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Sie sind offline.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Hinweis schließen' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
