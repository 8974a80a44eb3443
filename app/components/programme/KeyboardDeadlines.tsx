import { Link } from "react-router";
import { keyboardDeadline } from "@hackpad/programme/deadlines";
import { DeadlineText, OnceClosed, WhileOpen } from "~/app/components/status/DeadlineText";
import { Deadline } from "./Deadline";
import { TableScroll } from "~/app/components/TableScroll";

/** Who gets which deadline on the keyboard track, read from `keyboardDeadline`, each date in the tense of the day. */
export function KeyboardDeadlines() {
  return (
    <TableScroll label="Keyboard track deadlines table">
      <table>
        <caption className="sr-only">Keyboard track deadlines</caption>
        <thead>
          <tr>
            <th scope="col">If you are making…</th>
            <th scope="col">Deadline</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{keyboardDeadline.appliesTo}</th>
            <td>
              <DeadlineText track="keyboard">
                <WhileOpen>
                  <Deadline track="keyboard" />
                  {keyboardDeadline.tentative ? " (tentative)" : ""}
                </WhileOpen>
                <OnceClosed>
                  <Deadline track="keyboard" /> (closed)
                </OnceClosed>
              </DeadlineText>
            </td>
          </tr>
          <tr>
            <th scope="row">only a macropad</th>
            <td>
              <DeadlineText track="macropad">
                <WhileOpen>
                  <Deadline />
                </WhileOpen>
                <OnceClosed>
                  <Deadline /> (closed)
                </OnceClosed>
              </DeadlineText>
            </td>
          </tr>
        </tbody>
      </table>
      <DeadlineText track="keyboard" className="mt-2">
        <WhileOpen>
          <p>{keyboardDeadline.extension}</p>
        </WhileOpen>
        <OnceClosed>
          <p>
            Both dates have passed: the keyboard track for this round closed on <Deadline track="keyboard" />.
          </p>
        </OnceClosed>
      </DeadlineText>
    </TableScroll>
  );
}

/** The answer to "When is the keyboard deadline?", on both FAQs: the keyboard date, then the macropad-only one. */
export function KeyboardDeadlineAnswer() {
  return (
    <>
      <DeadlineText track="keyboard">
        <WhileOpen>
          <p>
            Keyboard submissions close on <Deadline track="keyboard" />, for {keyboardDeadline.appliesTo}. That date is tentative: it may move, but don&rsquo;t
            count on an extension.
          </p>
        </WhileOpen>
        <OnceClosed>
          <p>
            Keyboard submissions for this round closed on <Deadline track="keyboard" />. See{" "}
            <Link to="/faq#after_deadline" prefetch="intent">
              what you can still do
            </Link>
            .
          </p>
        </OnceClosed>
      </DeadlineText>
      <DeadlineText track="macropad">
        <WhileOpen>
          <p>
            If you only make a macropad, your deadline is <Deadline short />. See{" "}
            <Link to="/keyboard#deadline" prefetch="intent">
              the deadline table
            </Link>
            .
          </p>
        </WhileOpen>
        <OnceClosed>
          <p>
            For a macropad on its own, the deadline was <Deadline short />. See{" "}
            <Link to="/keyboard#deadline" prefetch="intent">
              the deadline table
            </Link>
            .
          </p>
        </OnceClosed>
      </DeadlineText>
    </>
  );
}
