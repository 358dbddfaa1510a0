// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('does not submit the form it is in unless it says type="submit"', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const onClick = vi.fn();
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button variant="secondary" onClick={onClick}>
          Menge ändern
        </Button>
        <Button type="submit">Bestellen</Button>
      </form>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Menge ändern' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Bestellen' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('is busy and disabled while its action runs, keeping its name', async () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <Button busy onClick={onClick}>
        In den Warenkorb
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'In den Warenkorb' }) as HTMLButtonElement;
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    await userEvent.setup().click(button);
    expect(onClick).not.toHaveBeenCalled();

    rerender(
      <Button variant="link" onClick={onClick}>
        In den Warenkorb
      </Button>,
    );
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button).toBeEnabled();
  });
});
