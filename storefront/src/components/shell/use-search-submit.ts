import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * A search box's text and its submit: non-empty text opens /products?search={text} (SPEC §3,
 * §8), after `before` (the phone menu closes itself), and the box is emptied.
 */
export function useSearchSubmit(before?: () => void) {
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    if (!query) return;
    before?.();
    setText('');
    navigate(`/products?search=${encodeURIComponent(query)}`);
  };
  return { text, setText, onSubmit };
}
