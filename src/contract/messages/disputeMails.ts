/**
 * Texts of the pharmacy's mails about its disputes (issue 38 §9, server/fulfilment/disputeMails.ts): the back
 * office answered its claim, and the claim was settled (refused, a replacement shipment, a credit note whose PDF is
 * attached). In Arabic the identifiers and amounts keep Latin digits.
 */
export const disputeMails = {
  fr: {
    'mail.disputeAnswer.subject': '%{portal} — réponse à votre réclamation sur la commande %{order}',
    'mail.disputeAnswer.title': 'Votre réclamation a reçu une réponse',
    'mail.disputeAnswer.intro':
      'Notre service a répondu à votre réclamation n° %{dispute} sur la commande %{order}, le %{date} :',
    'mail.disputeAnswer.quote': '« %{answer} »',
    'mail.disputeAnswer.reply': 'Vous pouvez lui répondre depuis la réclamation, dans les détails de la commande.',
    'mail.disputeAnswer.action': 'Voir la réclamation',
    'mail.disputeSettled.subject': '%{portal} — votre réclamation sur la commande %{order} est traitée',
    'mail.disputeSettled.title': 'Réclamation n° %{dispute} traitée',
    'mail.disputeSettled.intro': 'Votre réclamation n° %{dispute} sur la commande %{order} a été traitée le %{date}.',
    'mail.disputeSettled.refused': 'Elle n’a pas été acceptée.',
    'mail.disputeSettled.replacement':
      'Nous vous renvoyons les produits réclamés ; vous recevrez un message quand le colis partira :',
    'mail.disputeSettled.creditNote':
      'Un avoir n° %{number} de %{amount} a été émis à votre nom ; vous le trouverez en pièce jointe.',
    'mail.disputeSettled.creditAccount': 'Son montant est porté au crédit de votre compte.',
    'mail.disputeSettled.creditCard':
      'Son montant est remboursé sur la carte qui a payé la commande ; si le remboursement ne peut être fait, il reste au crédit de votre compte.',
    'mail.disputeSettled.line': '%{ref} %{name} : %{quantity}',
    'mail.disputeSettled.reason': 'Motif : %{reason}',
    'mail.disputeSettled.action': 'Voir la réclamation',
    'mail.disputeSettled.filename': 'avoir_%{number}.pdf',
  },
  en: {
    'mail.disputeAnswer.subject': '%{portal} — an answer to your claim on order %{order}',
    'mail.disputeAnswer.title': 'Your claim got an answer',
    'mail.disputeAnswer.intro': 'Our team answered your claim no. %{dispute} on order %{order}, on %{date}:',
    'mail.disputeAnswer.quote': '"%{answer}"',
    'mail.disputeAnswer.reply': 'You can reply from the claim, in the order’s details.',
    'mail.disputeAnswer.action': 'See the claim',
    'mail.disputeSettled.subject': '%{portal} — your claim on order %{order} is settled',
    'mail.disputeSettled.title': 'Claim no. %{dispute} settled',
    'mail.disputeSettled.intro': 'Your claim no. %{dispute} on order %{order} was settled on %{date}.',
    'mail.disputeSettled.refused': 'It was not accepted.',
    'mail.disputeSettled.replacement':
      'We are sending the claimed products again; you will get a message when the parcel leaves:',
    'mail.disputeSettled.creditNote':
      'Credit note no. %{number} of %{amount} was issued to you; you will find it attached.',
    'mail.disputeSettled.creditAccount': 'Its amount is credited to your account.',
    'mail.disputeSettled.creditCard':
      'Its amount is refunded to the card that paid for the order; if the refund cannot be made, it stays as a credit on your account.',
    'mail.disputeSettled.line': '%{ref} %{name}: %{quantity}',
    'mail.disputeSettled.reason': 'Reason: %{reason}',
    'mail.disputeSettled.action': 'See the claim',
    'mail.disputeSettled.filename': 'credit_note_%{number}.pdf',
  },
  ar: {
    'mail.disputeAnswer.subject': '%{portal} — رد على شكواك بخصوص الطلبية %{order}',
    'mail.disputeAnswer.title': 'تلقّت شكواك ردًا',
    'mail.disputeAnswer.intro': 'ردّت مصلحتنا على شكواك رقم %{dispute} بخصوص الطلبية %{order}، يوم %{date}:',
    'mail.disputeAnswer.quote': '«%{answer}»',
    'mail.disputeAnswer.reply': 'يمكنك الرد عليها من الشكوى، في تفاصيل الطلبية.',
    'mail.disputeAnswer.action': 'عرض الشكوى',
    'mail.disputeSettled.subject': '%{portal} — تمت معالجة شكواك بخصوص الطلبية %{order}',
    'mail.disputeSettled.title': 'تمت معالجة الشكوى رقم %{dispute}',
    'mail.disputeSettled.intro': 'تمت معالجة شكواك رقم %{dispute} بخصوص الطلبية %{order} يوم %{date}.',
    'mail.disputeSettled.refused': 'لم تُقبل الشكوى.',
    'mail.disputeSettled.replacement': 'نعيد إرسال المنتجات المشتكى منها؛ ستصلك رسالة عند انطلاق الطرد:',
    'mail.disputeSettled.creditNote': 'صدرت باسمك فاتورة تخفيض (أفوار) رقم %{number} بمبلغ %{amount}؛ تجدها مرفقة.',
    'mail.disputeSettled.creditAccount': 'يُضاف مبلغها إلى رصيد حسابك.',
    'mail.disputeSettled.creditCard':
      'يُرد مبلغها إلى البطاقة التي دُفعت بها الطلبية؛ وإن تعذّر الرد يبقى رصيدًا في حسابك.',
    'mail.disputeSettled.line': '%{ref} %{name}: %{quantity}',
    'mail.disputeSettled.reason': 'السبب: %{reason}',
    'mail.disputeSettled.action': 'عرض الشكوى',
    'mail.disputeSettled.filename': 'credit_note_%{number}.pdf',
  },
};
