import type { Activity } from "./schema";

/** Demo Mode team activity (the three weeks before DEMO_TODAY 2026-11-20), newest first. Times in Romania's winter time. */
export const activitySample: Activity[] = [
  {
    id: "ACT-012",
    type: "meeting",
    title: {
      en: "Kick-off meeting in Milan for the Residenza Navigli installation",
      ro: "Ședință de lansare la Milano pentru instalarea de la Residenza Navigli",
    },
    subject: "Rivoli Immobiliare S.p.A.",
    by: "Ioana Constantin",
    at: "2026-11-19T10:30:00+02:00",
  },
  {
    id: "ACT-011",
    type: "lead",
    title: {
      en: "New tender lead: park-and-ride car park at Brașov railway station, 240 spaces",
      ro: "Lead nou din licitație: parcare park-and-ride la Gara Brașov, 240 de locuri",
    },
    subject: "Primăria Municipiului Brașov",
    by: "Andrei Popescu",
    at: "2026-11-18T17:45:00+02:00",
  },
  {
    id: "ACT-010",
    type: "email",
    title: {
      en: "Sent the revised layout for level -2 of One Cotroceni Park",
      ro: "Am trimis planul revizuit pentru nivelul -2 de la One Cotroceni Park",
    },
    subject: "One United Properties",
    by: "Andrei Popescu",
    at: "2026-11-17T12:00:00+02:00",
  },
  {
    id: "ACT-009",
    type: "call",
    title: {
      en: "Follow-up call with Klaus Richter on the revised price for Schwabing",
      ro: "Apel de revenire cu Klaus Richter privind prețul revizuit pentru Schwabing",
    },
    subject: "Westgate Living GmbH",
    by: "Radu Stanciu",
    at: "2026-11-16T15:20:00+02:00",
  },
  {
    id: "ACT-008",
    type: "lead",
    title: {
      en: "New phone lead: sliding parking system for a hotel in Poiana Brașov",
      ro: "Lead nou prin telefon: sistem de parcare glisant pentru un hotel din Poiana Brașov",
    },
    subject: "Carpathia Hospitality Group SRL",
    by: "Ioana Constantin",
    at: "2026-11-13T11:10:00+02:00",
  },
  {
    id: "ACT-007",
    type: "payment",
    title: {
      en: "Received the steel structure milestone payment for Greenfield Băneasa",
      ro: "Am încasat plata pentru etapa structurii metalice de la Greenfield Băneasa",
    },
    subject: "Impact Developer & Contractor",
    by: "Elena Ionescu",
    at: "2026-11-12T13:30:00+02:00",
  },
  {
    id: "ACT-006",
    type: "meeting",
    title: {
      en: "Site visit at Piața Mihai Viteazu with the municipality's engineers",
      ro: "Vizită la fața locului în Piața Mihai Viteazu cu inginerii primăriei",
    },
    subject: "Primăria Cluj-Napoca",
    by: "Andrei Popescu",
    at: "2026-11-11T10:00:00+02:00",
  },
  {
    id: "ACT-005",
    type: "email",
    title: {
      en: "Emailed the circular tower drawings to the Lyon architects",
      ro: "Am trimis pe e-mail planurile turnului circular arhitecților din Lyon",
    },
    subject: "Lumière Habitat SAS",
    by: "Radu Stanciu",
    at: "2026-11-10T16:05:00+02:00",
  },
  {
    id: "ACT-004",
    type: "invoice",
    title: {
      en: "Issued invoice APS-2026-013 for the Residenza Navigli parking system",
      ro: "Am emis factura APS-2026-013 pentru sistemul de parcare Residenza Navigli",
    },
    subject: "Rivoli Immobiliare S.p.A.",
    by: "Elena Ionescu",
    at: "2026-11-09T09:45:00+02:00",
  },
  {
    id: "ACT-003",
    type: "call",
    title: {
      en: "Call with the hospital's technical director about the tender specifications",
      ro: "Apel cu directorul tehnic al spitalului despre caietul de sarcini al licitației",
    },
    subject: "Spitalul Județean de Urgență Brașov",
    by: "Elena Ionescu",
    at: "2026-11-06T14:30:00+02:00",
  },
  {
    id: "ACT-002",
    type: "lead",
    title: {
      en: "New website lead: simple parking system for 18 spaces in Pipera",
      ro: "Lead nou de pe site: sistem simplu de parcare cu 18 locuri în Pipera",
    },
    subject: "Pipera Office Hub SRL",
    by: "Mihai Dumitrescu",
    at: "2026-11-04T11:20:00+02:00",
  },
  {
    id: "ACT-001",
    type: "campaign",
    title: {
      en: "Sent the November maintenance newsletter to hospital facility managers",
      ro: "Am trimis newsletterul de mentenanță din noiembrie administratorilor de spitale",
    },
    subject: "Hospital car parks — maintenance newsletter",
    by: "Radu Stanciu",
    at: "2026-11-03T10:15:00+02:00",
  },
];
