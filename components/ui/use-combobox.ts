import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";

type ComboboxStateProps<T> = {
  value: string;
  options: readonly T[];
  onValueChange: (text: string) => void;
  onPick: (option: T) => void;
  onBlur?: () => void;
  typedBeforeLive: boolean;
};

/**
 * The combobox's state (WAI-ARIA 1.2 editable combobox with a list popup): whether the list is open, the active
 * option, and the box's handlers that move, pick and close. Focus stays in the box, so the active option is named
 * by id (aria-activedescendant) and scrolled into view here.
 */
export function useCombobox<T>({
  value,
  options,
  onValueChange,
  onPick,
  onBlur,
  typedBeforeLive,
}: ComboboxStateProps<T>) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  /** Typing before the box was live opened nothing: the first focus makes up for it, once. */
  const owedOpen = useRef(typedBeforeLive);
  const [active, setActive] = useState(-1);
  const expanded = open && options.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;
  const activeId = expanded && active >= 0 ? optionId(active) : undefined;

  // Focus stays in the box, so the browser never scrolls the list for us: bring the active option into view.
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: "nearest" });
  }, [activeId]);

  function pick(index: number) {
    const option = options[index];
    if (option === undefined) return;
    onPick(option);
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        setActive(event.key === "ArrowDown" ? 0 : options.length - 1);
        return;
      }
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === "Enter" && expanded && active >= 0) {
      event.preventDefault();
      pick(active);
    } else if (event.key === "Escape" && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  const onChange = (text: string) => {
    onValueChange(text);
    setOpen(true);
    setActive(-1);
  };
  const onFocus = () => {
    if (owedOpen.current && value.trim() !== "") setOpen(true);
    owedOpen.current = false;
  };
  const onBoxBlur = () => {
    setOpen(false);
    onBlur?.();
  };

  return { listId, open, active, expanded, optionId, activeId, pick, onKeyDown, onChange, onFocus, onBlur: onBoxBlur };
}
